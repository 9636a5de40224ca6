import type { SearchItem, SearchSortColumn, SearchType } from '@cadenza/domain';

export const searchTypeTitles: Record<SearchType, string> = {
  volume: 'Volumes',
  piece: 'Pieces',
  performance: 'Performances',
  video: 'Videos',
  reading: 'Further reading',
};

export const columnLabels: Record<SearchSortColumn, string> = {
  title: 'Title',
  composer: 'Composer',
  featuredArtist: 'Artist',
  volumeTitle: 'Volume',
};

/** One type's results: the items shown and how many there are in all. */
export interface ResultGroup {
  type: SearchType;
  items: SearchItem[];
  total: number;
}

/** An answer to a search: its groups, and a query to offer when it found nothing. */
export interface SearchView {
  groups: ResultGroup[];
  /** "Did you mean": catalogue words close to the query that find something; null: none. */
  suggestion: string | null;
}
