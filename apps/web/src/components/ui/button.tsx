import type { ComponentPropsWithRef } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent' | 'danger' | 'link';
export type ButtonSize = 'medium' | 'small';

interface ButtonLook {
  variant?: ButtonVariant | undefined;
  size?: ButtonSize | undefined;
  /** Stretches to its container's width (narrow forms, dialogs on phones). */
  isFullWidth?: boolean | undefined;
}

/**
 * The class names of a button's look (styles/components.css), for a link that acts as a
 * button (a call to action that navigates). Everything clickable that is not a link is a
 * `Button`.
 */
export function buttonClassName({
  variant = 'primary',
  size = 'medium',
  isFullWidth = false,
}: ButtonLook = {}): string {
  let names = variant === 'primary' ? 'ui-button' : `ui-button ui-button--${variant}`;
  if (size === 'small') names += ' ui-button--small';
  if (isFullWidth) names += ' ui-button--full';
  return names;
}

type ButtonProps = ComponentPropsWithRef<'button'> &
  ButtonLook & {
    /** Busy: shows a spinner, keeps its label and width, ignores clicks. */
    isLoading?: boolean | undefined;
  };

/**
 * The one button: primary (the page's main action), secondary, ghost (quiet, in toolbars),
 * accent (the call to subscribe, on dark or brand surfaces), danger (destructive) or link
 * (reads as a link, acts in place). Hover, focus-visible, disabled and loading states come
 * with it; `type` defaults to 'button'.
 */
export function Button({
  variant,
  size,
  isFullWidth,
  isLoading = false,
  className,
  disabled,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  const look = buttonClassName({ variant, size, isFullWidth });
  return (
    <button
      type={type}
      className={className ? `${look} ${className}` : look}
      disabled={disabled === true || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading && <span className="ui-button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
