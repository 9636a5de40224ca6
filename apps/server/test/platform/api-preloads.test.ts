import { describe, expect, it } from 'vitest';
import { apiPreloadsFor, preloadLinks } from '../../src/http/api-preloads.js';

describe('API answers preloaded with a page', () => {
  it('preloads the home carousels with the referral code the app will send', () => {
    expect(apiPreloadsFor('/home')).toEqual(['/api/home']);
    expect(apiPreloadsFor('/home?referralCode=spring%20sale')).toEqual([
      '/api/home?referralCode=spring%20sale',
    ]);
    expect(apiPreloadsFor('/spring/home')).toEqual(['/api/home?referralCode=spring']);
    expect(apiPreloadsFor('/spring/home?referralCode=other')).toEqual([
      '/api/home?referralCode=other',
    ]);
  });

  it('preloads a product page’s product, and a volume expanded', () => {
    expect(apiPreloadsFor('/volumes/ab-12?referralCode=x')).toEqual([
      '/api/volumes/ab-12?expand=all',
    ]);
    expect(apiPreloadsFor('/pieces/ab-12')).toEqual(['/api/products/ab-12']);
    expect(apiPreloadsFor('/readings/ab-12')).toEqual(['/api/products/ab-12']);
    expect(apiPreloadsFor('/pieces/not%20an%20id')).toEqual([]);
  });

  it('preloads the search overview as the app asks for it, unless a difficulty filter is set', () => {
    expect(apiPreloadsFor('/search?q=%20Clara%20%20Schumann%20')).toEqual([
      '/api/products/search?q=Clara+Schumann&size=5&groupBy=_type',
    ]);
    expect(apiPreloadsFor('/search?q=bach&referralCode=spring')).toEqual([
      '/api/products/search?q=bach&size=5&groupBy=_type',
    ]);
    expect(apiPreloadsFor('/search?q=ba')).toEqual([]);
    expect(apiPreloadsFor('/search')).toEqual([]);
    expect(apiPreloadsFor('/search?q=bach&difficulty=piano-1')).toEqual([]);
  });

  it('preloads the landing’s config and catalogue overview (its price and count)', () => {
    expect(apiPreloadsFor('/')).toEqual(['/api/config', '/api/catalogue/overview']);
    expect(apiPreloadsFor('/?referralCode=spring')).toEqual([
      '/api/config',
      '/api/catalogue/overview',
    ]);
  });

  it('preloads nothing for other pages or an undecodable code', () => {
    expect(apiPreloadsFor('/collections/1')).toEqual([]);
    expect(apiPreloadsFor('/about')).toEqual([]);
    expect(apiPreloadsFor('/%E0%A4%A/home')).toEqual(['/api/home']);
  });

  it('writes links that send cookies, as the app’s own requests do, and the lead image', () => {
    expect(preloadLinks(['/api/home?a=1&b="2"'], ['/api/images/x.svg?v=1&w=2'])).toEqual([
      '<link rel="preload" href="/api/home?a=1&amp;b=&quot;2&quot;" as="fetch" crossorigin="use-credentials" />',
      '<link rel="preload" href="/api/images/x.svg?v=1&amp;w=2" as="image" fetchpriority="high" />',
    ]);
  });
});
