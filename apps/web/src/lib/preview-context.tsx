import { createContext, useContext, type ReactNode } from 'react';

const PreviewContext = createContext(false);

/**
 * Marks pages drawn as a preview (the console's offer preview draws the visitor's real
 * pages): they leave the document title alone and record no visit, conversion or event.
 */
export function PreviewProvider({ children }: { children: ReactNode }) {
  return <PreviewContext value>{children}</PreviewContext>;
}

/** Whether the calling page is drawn as a preview. */
export function useIsPreview(): boolean {
  return useContext(PreviewContext);
}
