import type { SVGProps } from 'react';
import { Icon } from '../../../components/icons/icons';

// The transport bar's icons, drawn in the app's inline icon style (decorative: every button
// that shows one carries its own accessible name).
type IconProps = SVGProps<SVGSVGElement>;

export const PlayIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
  </Icon>
);

export const PauseIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="6" y="4.5" width="4" height="15" rx="1" fill="currentColor" />
    <rect x="14" y="4.5" width="4" height="15" rx="1" fill="currentColor" />
  </Icon>
);

export const SpinnerIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3a9 9 0 1 0 9 9" />
  </Icon>
);

export const PreviousBarIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 5v14" />
    <path d="M18 5v14l-9-7z" fill="currentColor" />
  </Icon>
);

export const NextBarIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M18 5v14" />
    <path d="M6 5v14l9-7z" fill="currentColor" />
  </Icon>
);

export const ResetIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 12a8 8 0 1 0 2.3-5.7" />
    <path d="M4 4v4h4" />
  </Icon>
);

export const LoopIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M17 2l3 3-3 3" />
    <path d="M4 11V9a4 4 0 0 1 4-4h12" />
    <path d="M7 22l-3-3 3-3" />
    <path d="M20 13v2a4 4 0 0 1-4 4H4" />
  </Icon>
);

export const MetronomeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 3h6l4 18H5z" />
    <path d="M12 15l5-9" />
    <path d="M7.5 15h9" />
  </Icon>
);

export const CountInIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="13" r="8" />
    <path d="M12 9v4l2.5 2.5" />
    <path d="M10 2h4" />
  </Icon>
);

export const KeyboardIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2" y="6" width="20" height="12" rx="2" />
    <path d="M6 10h.01M10 10h.01M14 10h.01M18 10h.01M8 14h8" />
  </Icon>
);
