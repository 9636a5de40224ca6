import { smallCoverUrl, type ProductSummary } from '@cadenza/domain';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/app-link';
import { mediaUrl } from '../../../lib/media-url';
import { paths } from '../../../lib/paths';
import styles from './library.module.css';

/** A piece in a library list: cover, title (its link), composer, what the list says of it, actions. */
export function PieceRow(props: {
  piece: ProductSummary;
  /** Where the title leads; the piece's page unless given. */
  href?: string;
  details?: ReactNode;
  actions?: ReactNode;
}) {
  const { piece } = props;
  return (
    <li className={styles.row}>
      <img className={styles.cover} src={mediaUrl(smallCoverUrl(piece.coverImage.url))} alt="" />
      <div className={styles.rowText}>
        <AppLink to={props.href ?? paths.piece.href(piece.id)} className={styles.rowTitle}>
          {piece.title}
        </AppLink>
        {piece.composer && <p className={styles.muted}>{piece.composer}</p>}
        {props.details}
      </div>
      {props.actions && <div className={styles.rowActions}>{props.actions}</div>}
    </li>
  );
}
