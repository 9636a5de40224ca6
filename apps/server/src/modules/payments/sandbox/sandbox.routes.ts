import { sandboxTokenEndpoint } from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../../http/route-of.js';
import type { Clock } from '../../../lib/clock.js';
import { withCardErrors } from '../card-error.js';
import type { SandboxRepository } from './sandbox.repository.js';
import { createSandboxToken } from './sandbox-tokens.js';

/**
 * The sandbox's card tokenisation (PAYMENT_GATEWAY=sandbox only): the card form posts the
 * card here instead of to the processor, and sends only the token to the rest of the API.
 */
export function sandboxRoutes(deps: {
  repository: SandboxRepository;
  clock: Clock;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(sandboxTokenEndpoint, {
        summary: 'Tokenise a test card (sandbox payment gateway)',
      }),
      handler: async (request) => withCardErrors(() => createSandboxToken(deps, request.body)),
    });
  };
}
