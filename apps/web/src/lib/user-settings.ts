import type { VideoPerspective } from '@cadenza/domain';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** Spec §3 user settings that the practice tools keep between visits (in this browser). */
export interface UserSettings {
  /** The camera a performance video opens with. */
  performancePerspective: VideoPerspective;
  /** Reading PDF width the reader chose by dragging the markers; null is the default width. */
  preferredReadingPdfWidth: number | null;
  setPerformancePerspective: (perspective: VideoPerspective) => void;
  setPreferredReadingPdfWidth: (width: number | null) => void;
}

export const useUserSettings = create<UserSettings>()(
  persist(
    (set) => ({
      performancePerspective: 'top',
      preferredReadingPdfWidth: null,
      setPerformancePerspective: (performancePerspective) => set({ performancePerspective }),
      setPreferredReadingPdfWidth: (preferredReadingPdfWidth) => set({ preferredReadingPdfWidth }),
    }),
    {
      name: 'cadenza-user-settings',
      partialize: ({ performancePerspective, preferredReadingPdfWidth }) => ({
        performancePerspective,
        preferredReadingPdfWidth,
      }),
    },
  ),
);
