import { createContext } from 'react';

/**
 * The server's engraving of page 1 (null: none), shown by the score view until its own page 1
 * is drawn, so the page is never blank while the worker renders it.
 */
export const PreRenderedFirstPage = createContext<string | null>(null);
