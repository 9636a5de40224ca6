/** Server messages of the analytics and numbers API. */
export const analyticsMessages = {
  noConsent: 'no analytics without cookie consent',
  publishersOnly: 'only publishers and administrators can see catalogue figures',
  noImprint: 'this publisher account has no imprint',
  rangeInFuture: 'the range starts after today',
  rangeOutOfOrder: 'the range must end on or after the day it starts',
  rangeTooLong: (days: number) => `a range covers at most ${String(days)} days`,
  batchTooLarge: (max: number) => `send at most ${String(max)} events at once`,
  unknownPublisher: (id: string) => `publisher ${id} not found`,
} as const;
