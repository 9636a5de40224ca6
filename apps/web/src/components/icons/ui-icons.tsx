import type { ComponentProps } from 'react';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';

/**
 * The app's interface icons: Lucide (lucide-react), one set in one style. Import them from
 * here, never from lucide-react directly, so the set stays one and its names stay ours.
 * Each comes from its own module (`lucide-react/icons/<name>`), so a chunk carries only the
 * icons it uses, and the dev server and tests never load the whole set; they are decorative
 * (aria-hidden) unless given a label, and a button that shows only an icon carries its own
 * name. Brand marks that no icon set draws (the logo, social networks) are in icons.tsx.
 */
export { default as SubscriptionIcon } from 'lucide-react/icons/badge-check';
export { default as CheckIcon } from 'lucide-react/icons/check';
export { default as ChevronDownIcon } from 'lucide-react/icons/chevron-down';
export { default as ChevronLeftIcon } from 'lucide-react/icons/chevron-left';
export { default as ChevronRightIcon } from 'lucide-react/icons/chevron-right';
export { default as CreditCardIcon } from 'lucide-react/icons/credit-card';
export { default as SpeedUpIcon } from 'lucide-react/icons/gauge';
export { default as SoloIcon } from 'lucide-react/icons/headphones';
export { default as KeyboardIcon } from 'lucide-react/icons/keyboard';
export { default as MetronomeIcon } from 'lucide-react/icons/metronome';
export { default as LinkIcon } from 'lucide-react/icons/link';
export { default as SpinnerIcon } from 'lucide-react/icons/loader-circle';
export { default as LockIcon } from 'lucide-react/icons/lock';
export { default as WaitModeIcon } from 'lucide-react/icons/piano';
export { default as ReceiptIcon } from 'lucide-react/icons/receipt';
export { default as LoopIcon } from 'lucide-react/icons/repeat';
export { default as ResetIcon } from 'lucide-react/icons/rotate-ccw';
export { default as SearchIcon } from 'lucide-react/icons/search';
export { default as PartsIcon } from 'lucide-react/icons/sliders-horizontal';
export { default as NoResultsIcon } from 'lucide-react/icons/search-x';
export { default as PreviousBarIcon } from 'lucide-react/icons/skip-back';
export { default as NextBarIcon } from 'lucide-react/icons/skip-forward';
export { default as CountInIcon } from 'lucide-react/icons/timer';
export { default as WarningIcon } from 'lucide-react/icons/triangle-alert';
export { default as MuteIcon } from 'lucide-react/icons/volume-x';
export { default as CloseIcon } from 'lucide-react/icons/x';
export { default as MoveDownIcon } from 'lucide-react/icons/arrow-down';
export { default as MoveUpIcon } from 'lucide-react/icons/arrow-up';
export { default as FavouriteIcon } from 'lucide-react/icons/heart';
export { default as LibraryIcon } from 'lucide-react/icons/library';
export { default as AddToSetlistIcon } from 'lucide-react/icons/list-plus';
export { default as SetlistIcon } from 'lucide-react/icons/list-music';
export { default as DeleteIcon } from 'lucide-react/icons/trash-2';
export { default as StudioIcon } from 'lucide-react/icons/square-pen';
export { default as ConsoleIcon } from 'lucide-react/icons/layout-dashboard';

/** Play and pause read best solid, as on every transport. */
export const PlayIcon = (props: ComponentProps<typeof Play>) => (
  <Play fill="currentColor" {...props} />
);
export const PauseIcon = (props: ComponentProps<typeof Play>) => (
  <Pause fill="currentColor" {...props} />
);
