import { ANALYTICS_CONSENT_ACCEPTED, ANALYTICS_CONSENT_COOKIE } from '@cadenza/domain';
import type { FastifyRequest } from 'fastify';

/** Whether the visitor accepted cookies beyond the strictly needed ones (the banner's GOT IT). */
export function hasAnalyticsConsent(request: FastifyRequest): boolean {
  return request.cookies[ANALYTICS_CONSENT_COOKIE] === ANALYTICS_CONSENT_ACCEPTED;
}
