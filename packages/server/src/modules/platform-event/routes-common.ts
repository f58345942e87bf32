import type { FastifyRequest } from 'fastify';
import type { Viewer } from './service';

export const tags = ['platform-event'];
export type Params = { id: string };

export const viewerOf = (request: FastifyRequest): Viewer | null =>
  request.auth?.kind === 'user' ? { userId: request.auth.userId, isAdmin: request.auth.isAdmin } : null;
export const userOf = (request: FastifyRequest): Viewer => viewerOf(request)!;

export const MANAGERS =
  'Signed-in user: administrators, the hosts an administrator named on the event and the hosts of its main event (403 others).';
