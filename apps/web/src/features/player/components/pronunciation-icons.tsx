import type { SVGProps } from 'react';
import { Icon } from '../../../components/icons/icons';

// The pronunciation guide's icons (decorative: each line's button carries its own name).
type IconProps = SVGProps<SVGSVGElement>;

/** A speaker sounding: hear the line. */
export const SpeakIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
    <path d="M15.5 9a4 4 0 0 1 0 6" />
    <path d="M18.5 6.5a7.5 7.5 0 0 1 0 11" />
  </Icon>
);

/** A square: stop the line being spoken. */
export const StopSpeakingIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="6" y="6" width="12" height="12" rx="1.5" fill="currentColor" />
  </Icon>
);
