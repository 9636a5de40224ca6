/** A free trial's length in days when the offer names none. */
export const DEFAULT_TRIAL_DAYS = 30;
