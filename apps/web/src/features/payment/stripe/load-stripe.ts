import type { Stripe } from '@stripe/stripe-js';

/**
 * Stripe.js as Stripe serves it (card data must be collected by Stripe's own script). It is
 * loaded only by the card form, only when the stripe gateway is configured, never on the
 * landing page. Development and CI machines set VITE_STRIPE_JS_URL to a script on our own
 * origin (a stand-in, like the server's STRIPE_API_BASE stub), so no third-party host is
 * contacted there; production keeps Stripe's URL and allows it in the CSP.
 */
export const DEFAULT_STRIPE_JS_URL = 'https://js.stripe.com/v3/';

function stripeJsUrl(): string {
  const configured: unknown = import.meta.env.VITE_STRIPE_JS_URL;
  return typeof configured === 'string' && configured ? configured : DEFAULT_STRIPE_JS_URL;
}

let loading: Promise<NonNullable<Window['Stripe']>> | undefined;

function loadStripeScript(url: string): Promise<NonNullable<Window['Stripe']>> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => {
      if (window.Stripe) resolve(window.Stripe);
      else reject(new Error('Stripe.js loaded without defining Stripe'));
    });
    script.addEventListener('error', () => {
      reject(new Error('Stripe.js could not be loaded'));
    });
    document.head.appendChild(script);
  });
}

/** Stripe for the publishable key, with the spec's provider locale ('en'). */
export async function loadStripe(publishableKey: string): Promise<Stripe> {
  loading ??= loadStripeScript(stripeJsUrl()).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  const StripeConstructor = await loading;
  return StripeConstructor(publishableKey, { locale: 'en' });
}
