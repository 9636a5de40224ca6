import { Pause, Play, type LucideProps } from 'lucide-react';

/**
 * The app's interface icons: Lucide (lucide-react), one set in one style. Import them from
 * here, never from lucide-react directly, so the set stays one and its names stay ours.
 * Each is its own export, so a chunk carries only the icons it uses; they are decorative
 * (aria-hidden) unless given a label, and a button that shows only an icon carries its own
 * name. Brand marks that no icon set draws (the logo, social networks) are in icons.tsx.
 */
export {
  BadgeCheck as SubscriptionIcon,
  Check as CheckIcon,
  ChevronDown as ChevronDownIcon,
  ChevronLeft as ChevronLeftIcon,
  ChevronRight as ChevronRightIcon,
  CreditCard as CreditCardIcon,
  Gauge as SpeedUpIcon,
  Keyboard as KeyboardIcon,
  Metronome as MetronomeIcon,
  Link as LinkIcon,
  LoaderCircle as SpinnerIcon,
  Lock as LockIcon,
  Receipt as ReceiptIcon,
  Repeat as LoopIcon,
  RotateCcw as ResetIcon,
  Search as SearchIcon,
  SearchX as NoResultsIcon,
  SkipBack as PreviousBarIcon,
  SkipForward as NextBarIcon,
  Timer as CountInIcon,
  TriangleAlert as WarningIcon,
  X as CloseIcon,
} from 'lucide-react';

/** Play and pause read best solid, as on every transport. */
export const PlayIcon = (props: LucideProps) => <Play fill="currentColor" {...props} />;
export const PauseIcon = (props: LucideProps) => <Pause fill="currentColor" {...props} />;
