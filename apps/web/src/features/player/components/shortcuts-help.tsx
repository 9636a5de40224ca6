import { useEffect, useId, useRef, useState } from 'react';
import { PLAYER_SHORTCUTS } from '../hooks/use-player-keys';
import styles from './transport.module.css';
import { KeyboardIcon } from './transport-icons';

/**
 * The transport bar's help: a button opening a small popover that lists the keyboard shortcuts.
 * Opening moves focus into it; Escape closes it and gives focus back to the button; a click
 * elsewhere or leaving it with Tab closes it too.
 */
export function ShortcutsHelp() {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    panel.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen]);

  return (
    <div
      ref={root}
      className={styles.help}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !isOpen) return;
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
      onBlur={(event) => {
        if (isOpen && !root.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.iconButton}
        aria-label="Keyboard shortcuts"
        title="Keyboard shortcuts"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => {
          setOpen((open) => !open);
        }}
      >
        <KeyboardIcon />
      </button>
      <div
        ref={panel}
        id={panelId}
        className={styles.helpPanel}
        role="dialog"
        aria-label="Keyboard shortcuts"
        tabIndex={-1}
        hidden={!isOpen}
      >
        <dl className={styles.shortcuts}>
          {PLAYER_SHORTCUTS.map((shortcut) => (
            <div key={shortcut.keys} className={styles.shortcut}>
              <dt>
                <kbd>{shortcut.keys}</kbd>
              </dt>
              <dd>{shortcut.action}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
