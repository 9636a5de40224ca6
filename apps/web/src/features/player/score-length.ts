const counted = (count: number, one: string, many: string) =>
  `${String(count)} ${count === 1 ? one : many}`;

/**
 * A piece's length as the page can know it truthfully: its bars (from the package, preview or
 * not) and, once the whole score is laid out here, its pages at this width. A preview's pages
 * are not the piece's, so a preview names only the bars.
 */
export function scoreLengthText(options: {
  fullMeasureCount: number;
  isPreview: boolean;
  pageCount: number;
}): string {
  const bars = counted(options.fullMeasureCount, 'bar', 'bars');
  return options.isPreview ? bars : `${bars}, ${counted(options.pageCount, 'page', 'pages')}`;
}
