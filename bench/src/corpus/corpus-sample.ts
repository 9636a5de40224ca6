/** `count` items spread evenly over the list (the middle of each equal share), in order. */
export function evenSample<T>(items: readonly T[], count: number): T[] {
  if (count >= items.length) return [...items];
  if (count <= 0) return [];
  return Array.from(
    { length: count },
    (_, index) => items[Math.floor(((index + 0.5) * items.length) / count)] as T,
  );
}

/**
 * A sample of `size` items: every item `isAlwaysIn` says must be in (the string quartets, few
 * and the largest), the rest spread evenly over the other items; in the list's order. When the
 * must-haves alone are `size` or more, the sample is they.
 */
export function chooseSample<T>(
  items: readonly T[],
  size: number,
  isAlwaysIn: (item: T) => boolean,
): T[] {
  const always = new Set(items.filter(isAlwaysIn));
  const others = evenSample(
    items.filter((item) => !always.has(item)),
    size - always.size,
  );
  const chosen = new Set([...always, ...others]);
  return items.filter((item) => chosen.has(item));
}
