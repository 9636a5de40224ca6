/**
 * A private address of its own for each account the tests make through the API, sent as
 * X-Forwarded-For (the e2e server trusts it: TRUST_PROXY). Every test runs from 127.0.0.1, and
 * the suite makes more accounts than one address may in an hour (20, the sign-up rate limit,
 * which the server's own tests cover); a private address is placed like loopback
 * (GEOIP_LOCAL_COUNTRY), so prices and plans are the same.
 */
export function newClientAddress(): { 'x-forwarded-for': string } {
  const byte = () => Math.floor(Math.random() * 256);
  return { 'x-forwarded-for': `10.${String(byte())}.${String(byte())}.${String(byte())}` };
}
