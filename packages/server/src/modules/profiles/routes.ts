import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';

export async function profileRoutes(_app: FastifyInstance, _deps: AppDeps) {}
