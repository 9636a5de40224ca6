import type { Offer } from '@cadenza/domain';
import type { CSSProperties } from 'react';

/** Relative luminance of a #rgb or #rrggbb colour (WCAG). */
function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits =
    match[1].length === 3 ? match[1].replace(/./g, (digit) => digit + digit) : match[1];
  const channels = [0, 2, 4].map((start) => {
    const value = parseInt(digits.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [red = 0, green = 0, blue = 0] = channels;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** Dark text on a light button colour, white on a dark one: readable whatever the offer. */
export function readableTextOn(background: string): string {
  const value = luminance(background);
  return value !== null && value > 0.4 ? '#1b1d22' : '#ffffff';
}

type CustomProperties = CSSProperties & Record<`--${string}`, string>;

/** The offer's button colour for pages on the app's own background (signup, welcome). */
export function offerButtonStyle(offer: Pick<Offer, 'colours'>): CSSProperties {
  const { foregroundColor } = offer.colours;
  if (!foregroundColor) return {};
  const style: CustomProperties = {
    '--offer-foreground-color': foregroundColor,
    '--offer-button-text-color': readableTextOn(foregroundColor),
  };
  return style;
}

/** Spec §5 design: an offer's colours are variables; its landing page uses all of them. */
export function offerLandingStyle(
  offer: Pick<Offer, 'colours' | 'backgroundGradient'>,
): CSSProperties {
  const { backgroundColor, textColor, linkColor, logoColor } = offer.colours;
  const style: CustomProperties = { ...(offerButtonStyle(offer) as CustomProperties) };
  if (backgroundColor) style['--offer-background-color'] = backgroundColor;
  if (textColor) style['--offer-text-color'] = textColor;
  if (linkColor) style['--offer-link-color'] = linkColor;
  if (logoColor) style['--offer-logo-color'] = logoColor;
  if (offer.backgroundGradient) style['--offer-background-gradient'] = offer.backgroundGradient;
  return style;
}
