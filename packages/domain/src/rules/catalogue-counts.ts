/** What the landing page and offers count in the live catalogue: its published products. */
export const catalogueCountNames = [
  'scores',
  'volumes',
  'performances',
  'videos',
  'readings',
] as const;
export type CatalogueCountName = (typeof catalogueCountNames)[number];
export type CatalogueCounts = Record<CatalogueCountName, number>;

/**
 * A whole number with a comma between thousands, as en-GB writes it ('3,700'). Written out
 * rather than through `toLocaleString`: the landing page shows a count, and a page's first Intl
 * use pays for setting up ICU (120-250 ms of one task in Chromium at four times slower).
 */
const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * A count as a claim that stays true: below 100 the number itself ('37'), from 100 rounded
 * down to two significant figures with a '+' when anything was dropped ('3,727' gives
 * '3,700+', '264' gives '260+', '6,000' stays '6,000').
 */
export function formatCountAtLeast(count: number): string {
  if (!Number.isSafeInteger(count) || count < 0)
    throw new RangeError(`a count must be a whole number of at least 0, not ${String(count)}`);
  if (count < 100) return String(count);
  const unit = 10 ** (String(count).length - 2);
  const floor = Math.floor(count / unit) * unit;
  return floor === count ? grouped(count) : `${grouped(floor)}+`;
}

/**
 * Fills `{scores}`, `{volumes}`, `{performances}`, `{videos}` and `{readings}` in a text
 * written ahead of time (an offer's wording) with the catalogue's counts, as
 * `formatCountAtLeast` gives them; any other braces are left as they are.
 */
export function fillCatalogueCounts(text: string, counts: CatalogueCounts): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    (catalogueCountNames as readonly string[]).includes(name)
      ? formatCountAtLeast(counts[name as CatalogueCountName])
      : whole,
  );
}
