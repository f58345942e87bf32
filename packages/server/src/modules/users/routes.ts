import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';

export async function userRoutes(_app: FastifyInstance, _deps: AppDeps) {}
