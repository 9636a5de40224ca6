import { Component, createRef, type ReactNode } from 'react';
import styles from './player.module.css';

/** Marks the element holding the score's page: the one kept in place on screen. */
export const SCORE_PAGE_ANCHOR = 'data-score-page-anchor';

function pageTop(frame: HTMLElement | null): number | null {
  return frame?.querySelector(`[${SCORE_PAGE_ANCHOR}]`)?.getBoundingClientRect().top ?? null;
}

/**
 * Keeps the score's page where it is on screen when the frame around it is swapped (the loading
 * frame for the package's, then the player's): React's snapshot before the change notes where
 * the page is in the window, and if the new frame put it elsewhere (a transport bar wrapped onto
 * two rows, the preview's note above it) the window scrolls by as much, as the browser's own
 * scroll anchoring would if the page were the same element. Only while `holds` was true before
 * the change; the wrapper takes no box of its own.
 */
export class KeepPageInPlace extends Component<{ holds: boolean; children: ReactNode }> {
  private readonly frame = createRef<HTMLDivElement>();

  override getSnapshotBeforeUpdate(previous: Readonly<{ holds: boolean }>): number | null {
    return previous.holds ? pageTop(this.frame.current) : null;
  }

  override componentDidUpdate(
    _previous: unknown,
    _state: unknown,
    before: number | null | undefined,
  ): void {
    const after = pageTop(this.frame.current);
    if (before === null || before === undefined || after === null) return;
    const moved = after - before;
    if (Math.abs(moved) >= 0.5) window.scrollBy({ top: moved, behavior: 'instant' });
  }

  override render() {
    return (
      <div ref={this.frame} className={styles.contents}>
        {this.props.children}
      </div>
    );
  }
}
