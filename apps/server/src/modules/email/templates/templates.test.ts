import { describe, expect, it } from 'vitest';
import { renderEmail } from './index.js';

describe('email templates', () => {
  it('renders every email with a subject, a text part and an HTML part carrying the link', () => {
    const rendered = [
      renderEmail('password-reset', {
        firstName: null,
        resetUrl: 'https://x.test/password-reset/t1',
        expiresInMinutes: 60,
      }),
      renderEmail('password-setup', {
        firstName: 'Ann',
        email: 'ann@example.com',
        setupUrl: 'https://x.test/account/create-password/t2',
        expiresInDays: 7,
      }),
      renderEmail('welcome', {
        firstName: 'Ann',
        trialEndDate: '14 February 2030',
        exploreUrl: 'https://x.test/',
      }),
      renderEmail('newsletter-confirmation', {
        firstName: null,
        confirmUrl: 'https://x.test/newsletter/confirm/t3',
      }),
      renderEmail('trial-reminder', {
        firstName: 'Ann',
        trialEndDate: '14 February 2030',
        price: '£9.99',
        subscriptionUrl: 'https://x.test/account/subscription',
      }),
      renderEmail('receipt', {
        firstName: 'Ann',
        description: 'Monthly subscription',
        amount: '£9.99',
        date: '14 February 2030',
        reference: 'tx_123',
        purchasesUrl: 'https://x.test/account/purchase',
      }),
      renderEmail('failed-payment', {
        firstName: 'Ann',
        amount: '£9.99',
        nextAttemptDate: '17 February 2030',
        paymentMethodsUrl: 'https://x.test/account/payment',
      }),
      renderEmail('cancellation-confirmation', {
        firstName: 'Ann',
        expiryDate: '14 March 2030',
        resubscribeUrl: 'https://x.test/account/subscription',
      }),
    ];
    expect(rendered.map((email) => email.subject)).toEqual([
      'Reset your Cadenza password',
      'Create your Cadenza password',
      'Welcome to Cadenza',
      'Please confirm your subscription to the Cadenza newsletter',
      'Your Cadenza free trial ends on 14 February 2030',
      'Your Cadenza receipt',
      'We couldn’t take your Cadenza payment',
      'Your Cadenza subscription has been cancelled',
    ]);
    for (const email of rendered) {
      const link = /https:\/\/x\.test\/\S*/.exec(email.text)?.[0];
      expect(link).toBeDefined();
      expect(email.html).toContain(`href="${link ?? ''}"`);
      expect(email.html).toMatch(/^<!doctype html>/);
    }
    expect(rendered[0]?.text).toContain('expires in 60 minutes');
    expect(rendered[4]?.text).toContain('cancel before 14 February 2030');
    expect(rendered[7]?.text).toContain('You keep full access until 14 March 2030.');
  });

  it('escapes names in the HTML part and greets without a name when there is none', () => {
    const email = renderEmail('welcome', {
      firstName: '<img src=x onerror=alert(1)>',
      trialEndDate: null,
      exploreUrl: 'https://x.test/?a=1&b=2',
    });
    expect(email.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('href="https://x.test/?a=1&amp;b=2"');
    expect(email.text).not.toContain('Enjoy it for free');
    expect(
      renderEmail('password-reset', { firstName: null, resetUrl: 'u', expiresInMinutes: 60 }).text,
    ).toContain('Hello,');
  });
});
