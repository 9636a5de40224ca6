import type { FilmAngle } from '@cadenza/domain';

/** What removing a film and correcting its sync say (their own words; the spec quotes none). */
export const studioFilmEditsText = {
  remove: 'Remove this film',
  removeLabel: (angle: string) => `Remove this film (${angle})`,
  confirmTitle: (angle: FilmAngle, label: string) =>
    angle === 'main' ? 'Remove the film?' : `Remove the ${label.toLowerCase()} film?`,
  confirmBody: (angle: FilmAngle) =>
    angle === 'main'
      ? 'The film, its stream and its poster are deleted, and the product shows no film until another is uploaded. This cannot be undone.'
      : 'This camera’s film, its stream and its poster are deleted, and the performance no longer offers this camera. This cannot be undone.',
  confirm: 'Remove the film',
  removed: (angle: FilmAngle, label: string) =>
    angle === 'main' ? 'The film is removed.' : `${label}: the film is removed.`,
  syncSaved: 'Saved: the film plays with this sync now.',
} as const;
