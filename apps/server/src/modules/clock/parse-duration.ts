const unitMs = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1000 } as const;

/** '31d', '12h', '90m', '1d12h': how far to move the clock. Undefined when unreadable. */
export function parseDuration(text: string): number | undefined {
  const trimmed = text.trim().toLowerCase();
  if (!/^(\d+(\.\d+)?[dhms])+$/.test(trimmed)) return undefined;
  let total = 0;
  for (const [, amount, unit] of trimmed.matchAll(/(\d+(?:\.\d+)?)([dhms])/g)) {
    total += Number(amount) * unitMs[unit as keyof typeof unitMs];
  }
  return Math.round(total);
}
