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
