import { Suspense, lazy, useState } from 'react';
import type { WaitModePanelProps } from '../wait-mode/wait-mode-panel';
import { WaitModeIcon } from './transport-icons';
import { IconButton } from './transport-parts';
import styles from './transport.module.css';

// The panel holds the Web MIDI code: it is downloaded when wait mode is first opened.
const WaitModePanel = lazy(() =>
  import('../wait-mode/wait-mode-panel').then((m) => ({ default: m.WaitModePanel })),
);

/**
 * The transport bar's wait mode: a button that opens (and closes) its panel under the bar.
 * Closing it stops waiting and clears the marks on the score.
 */
export function WaitModeTool(props: WaitModePanelProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <IconButton
        label="Wait mode"
        icon={<WaitModeIcon />}
        isPressed={isOpen}
        onClick={() => {
          setOpen((open) => !open);
        }}
      />
      {isOpen && (
        <Suspense
          fallback={
            <p className={styles.trainer} role="status">
              Loading wait mode…
            </p>
          }
        >
          <WaitModePanel {...props} />
        </Suspense>
      )}
    </>
  );
}
