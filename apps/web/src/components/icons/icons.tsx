import type { SVGProps } from 'react';

/**
 * Brand marks no icon set draws: the logo and the social networks, drawn inline in the icon
 * set's style (24px grid, 2px round strokes). They are in the landing page's first download,
 * which carries no icon library. Every interface icon is in ui-icons.tsx (Lucide).
 * Decorative unless labelled.
 */
type IconProps = SVGProps<SVGSVGElement>;

export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const LogoIcon = (props: IconProps) => (
  <Icon viewBox="0 0 32 32" strokeWidth="2.5" {...props}>
    <circle cx="16" cy="16" r="14" />
    <path d="M13 22.5a3 3 0 1 1-3-3 3 3 0 0 1 3 3V9l9-2v12.5" />
    <circle cx="19" cy="19.5" r="3" />
  </Icon>
);

export const FacebookIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z" />
  </Icon>
);

export const InstagramIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </Icon>
);

export const YoutubeIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2" y="5" width="20" height="14" rx="4" />
    <path d="m10 9 5 3-5 3z" />
  </Icon>
);

export const TwitterIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 4l16 16M20 4 4 20" />
  </Icon>
);
