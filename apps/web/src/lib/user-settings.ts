import type { VideoPerspective } from '@cadenza/domain';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** Spec §3 user settings that the practice tools keep between visits (in this browser). */
export interface UserSettings {
  /** The camera a performance video opens with. */
  performancePerspective: VideoPerspective;
  /** Reading PDF width the reader chose by dragging the markers; null is the default width. */
  preferredReadingPdfWidth: number | null;
  /** Semitones each piece is practised away from its written key, by product id (none: 0). */
  pieceTranspositions: Record<string, number>;
  setPerformancePerspective: (perspective: VideoPerspective) => void;
  setPreferredReadingPdfWidth: (width: number | null) => void;
  setPieceTransposition: (productId: string, semitones: number) => void;
}

export const useUserSettings = create<UserSettings>()(
  persist(
    (set) => ({
      performancePerspective: 'top',
      preferredReadingPdfWidth: null,
      pieceTranspositions: {},
      setPerformancePerspective: (performancePerspective) => set({ performancePerspective }),
      setPreferredReadingPdfWidth: (preferredReadingPdfWidth) => set({ preferredReadingPdfWidth }),
      setPieceTransposition: (productId, semitones) =>
        set(({ pieceTranspositions }) => {
          // A piece back in its written key is forgotten, so the record holds only moved ones.
          const others = Object.fromEntries(
            Object.entries(pieceTranspositions).filter(([id]) => id !== productId),
          );
          return {
            pieceTranspositions: semitones === 0 ? others : { ...others, [productId]: semitones },
          };
        }),
    }),
    {
      name: 'cadenza-user-settings',
      partialize: ({ performancePerspective, preferredReadingPdfWidth, pieceTranspositions }) => ({
        performancePerspective,
        preferredReadingPdfWidth,
        pieceTranspositions,
      }),
    },
  ),
);
