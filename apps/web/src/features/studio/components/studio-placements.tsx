import type { StudioPlacement, StudioProduct } from '@cadenza/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { moveStudioProduct } from '../api/studio-api';
import styles from './studio.module.css';

function PlacementRow({ productId, placement }: { productId: string; placement: StudioPlacement }) {
  const queryClient = useQueryClient();
  const [position, setPosition] = useState(String(placement.position));
  const [error, setError] = useState<unknown>(null);
  const [isMoving, setIsMoving] = useState(false);

  async function move() {
    setIsMoving(true);
    setError(null);
    try {
      const moved = await moveStudioProduct(queryClient, {
        id: productId,
        volumeId: placement.volumeId,
        position: Number(position),
      });
      const now = moved.placements.find((place) => place.volumeId === placement.volumeId);
      if (now) setPosition(String(now.position));
    } catch (caught) {
      setError(caught);
    } finally {
      setIsMoving(false);
    }
  }

  return (
    <li>
      <div className={styles.row}>
        <TextField
          label={`Place in ${placement.volumeTitle} (of ${String(placement.count)})`}
          type="number"
          min={1}
          max={placement.count}
          value={position}
          onChange={(event) => {
            setPosition(event.target.value);
          }}
        />
        <Button variant="secondary" isLoading={isMoving} onClick={() => void move()}>
          Move
        </Button>
      </div>
      {error !== null && <FormError message={errorMessage(error)} />}
    </li>
  );
}

/** The product's place among each volume's items. */
export function StudioPlacements({ product }: { product: StudioProduct }) {
  if (product.placements.length === 0) return null;
  return (
    <section className={styles.fieldset} aria-label="Order within volumes">
      <h2 className={styles.muted}>Order within volumes</h2>
      <ul className={styles.form}>
        {product.placements.map((placement) => (
          <PlacementRow
            key={`${placement.volumeId}-${String(placement.position)}`}
            productId={product.id}
            placement={placement}
          />
        ))}
      </ul>
    </section>
  );
}
