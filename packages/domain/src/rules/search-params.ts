/** The page URL's parameter that keeps the ticked difficulty bands (spec §4), as JSON. */
export const DIFFICULTY_PARAM = 'difficulty';
