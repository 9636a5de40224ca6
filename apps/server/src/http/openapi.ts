import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the routes' zod schemas. Register before the routes. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Cadenza API', version },
      servers: [{ url: '/api' }],
    },
    transform: jsonSchemaTransform,
  });
}

export function openApiRoute(app: FastifyInstance): void {
  app.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=300');
    return app.swagger();
  });
}
