/**
 * Rendered pages kept for turning back and forth: the most recently used `limit` pages only. A
 * long score's pages are large SVG strings; keeping every page turned to grew without bound.
 */
export class PageCache<Value> {
  private readonly pages = new Map<number, Value>();

  constructor(private readonly limit: number) {}

  get(page: number): Value | undefined {
    const value = this.pages.get(page);
    if (value === undefined) return undefined;
    // Map keeps insertion order: re-inserting marks the page as the most recent.
    this.pages.delete(page);
    this.pages.set(page, value);
    return value;
  }

  set(page: number, value: Value): void {
    this.pages.delete(page);
    this.pages.set(page, value);
    for (const oldest of this.pages.keys()) {
      if (this.pages.size <= this.limit) break;
      this.pages.delete(oldest);
    }
  }

  get size(): number {
    return this.pages.size;
  }
}
