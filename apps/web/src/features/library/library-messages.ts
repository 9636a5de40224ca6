/** What the library's pages and controls say. */
export const libraryText = {
  favourite: 'Favourite',
  favouriteAdded: 'In your favourites',
  addToSetlist: 'Add to setlist',
  newSetlist: 'New setlist',
  myLibrary: 'My library',
  noFavourites: 'No favourites yet',
  noFavouritesText: 'Mark a piece with Favourite on its page to find it here on every device.',
  noRecent: 'Nothing practised yet',
  noRecentText:
    'Play a piece and it appears here, with the bar, tempo, key and loop you left it at.',
  noSetlists: 'No setlists yet',
  noSetlistsText:
    'A setlist plays its pieces one after another. Make one, then add pieces from their pages.',
  emptySetlist: 'This setlist has no pieces yet',
  emptySetlistText: 'Open a piece and choose Add to setlist to put it here.',
  noPracticeTime: 'No practice time in these days',
  noPracticeTimeText: 'Time spent playing pieces is counted here, day by day.',
  browse: 'Browse the catalogue',
  sharedNote:
    'Anyone with the link can see this setlist and play it in order. Only you can change it.',
  readOnlyNote: 'A setlist shared with you: you can play it in order, but not change it.',
} as const;
