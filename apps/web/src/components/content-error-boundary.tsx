import { Component, type ReactNode } from 'react';
import { Page } from './page';

export const CONTENT_ERROR_HEADING = 'Ooops...';

interface ContentErrorBoundaryProps {
  /** A new value (the next page's path) clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface ContentErrorBoundaryState {
  error: unknown;
  resetKey: string;
}

/**
 * Shown in place of a content area that failed to load (a chunk that did not arrive) or to
 * render; the layout around it keeps working. Try again loads the page again (a reload: the
 * browser keeps a failed import of a page's code, and this stays small for the first download).
 * React reports the error on the console.
 */
export class ContentErrorBoundary extends Component<
  ContentErrorBoundaryProps,
  ContentErrorBoundaryState
> {
  override state: ContentErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ContentErrorBoundaryState> {
    return { error: error ?? new Error('unknown render failure') };
  }

  static getDerivedStateFromProps(
    props: ContentErrorBoundaryProps,
    state: ContentErrorBoundaryState,
  ): Partial<ContentErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  // Try again takes the one button's look by its global class names: the first download
  // carries no Button for a page that rarely fails.
  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <Page heading={CONTENT_ERROR_HEADING}>
        <p>Something went wrong while showing this page.</p>
        <p>
          <button
            type="button"
            className="ui-button"
            onClick={() => {
              window.location.reload();
            }}
          >
            Try again
          </button>
        </p>
      </Page>
    );
  }
}
