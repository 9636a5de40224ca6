// The transport bar's icons: the app's one icon set (components/icons/ui-icons), decorative:
// every button that shows one carries its own accessible name.
export {
  CountInIcon,
  KeyboardIcon,
  LoopIcon,
  MetronomeIcon,
  MuteIcon,
  NextBarIcon,
  PartsIcon,
  PauseIcon,
  PlayIcon,
  PreviousBarIcon,
  ResetIcon,
  SoloIcon,
  SpeedUpIcon,
  SpinnerIcon,
  WaitModeIcon,
} from '../../../components/icons/ui-icons';
