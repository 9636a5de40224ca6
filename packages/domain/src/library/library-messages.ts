/** Server messages of the library API (favourites, practice history, setlists). */
export const libraryMessages = {
  pieceNotFound: (id: string) => `piece ${id} not found`,
  notAPiece: 'only pieces can be kept in the library',
  setlistNotFound: (id: string) => `setlist ${id} not found`,
  setlistFull: (max: number) => `a setlist holds at most ${String(max)} pieces`,
  tooManySetlists: (max: number) => `you can keep at most ${String(max)} setlists`,
  pieceAlreadyInSetlist: 'this piece is already in the setlist',
  pieceTwiceInSetlist: 'a piece can be in a setlist only once',
  titleRequired: 'give the setlist a title',
  titleTooLong: (max: number) => `a setlist title has at most ${String(max)} characters`,
  loopOutOfOrder: 'the loop must end at or after the bar it starts at',
} as const;
