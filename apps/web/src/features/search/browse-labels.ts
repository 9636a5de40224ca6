import type { BrowseField } from '@cadenza/domain';

/** The browse index's names for its eight categories. */
export const browseCategoryLabels: Record<BrowseField, string> = {
  composer: 'Composers',
  artist: 'Artists',
  publisher: 'Publishers',
  arranger: 'Arrangers',
  lyricist: 'Lyricists',
  editor: 'Editors',
  selector: 'Selectors',
  translator: 'Translators',
};
