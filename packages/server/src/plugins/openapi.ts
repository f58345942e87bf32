import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** OpenAPI 3 document from the route schemas at /api/docs/json, browsable at /api/docs. */
export const openapiPlugin = fp(async (app: FastifyInstance, options: { version: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Fundnet API',
        version: options.version,
        description:
          'Errors are JSON { statusCode, error, message }; validation failures are 422 with errors: { field: [messages] }. ' +
          'Profile-scoped calls need the meta-profile-id and meta-profile-type headers.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'Opaque session token from auth/login' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
