/** What the performance page says of its films (its own words; the spec quotes none for this). */
export const performanceVideoText = {
  /** A performance whose films were all removed in the studio: its score is shown alone. */
  noFilm: 'This performance has no film yet.',
} as const;
