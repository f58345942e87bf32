import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { VISITOR_TOKEN_HEADER } from '@fundnet/validation-schema';
import { visitorTokenOf } from '../fund-custom-profile-link';

export const tags = ['track-record'];
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const manage = (): FastifyContextConfig => ({ auth: 'user', profile: { minRole: 'editor', types: ['fund'] } });
export const read = (): FastifyContextConfig => ({ auth: 'optional', profile: { optional: true } });
export const viewer = (request: FastifyRequest) => ({ profileId: request.profile?.id ?? null, visitorToken: visitorTokenOf(request) });
export const READ_NOTE =
  'Members of the fund (any role, meta-profile headers) read every track record of it; a share-link visitor (the visitor ' +
  `token in the \`${VISITOR_TOKEN_HEADER}\` header is honoured) reads the link's track records that its scope names ` +
  '(`track-record:<id>`), visible or not, while the link admits them; anyone else only a visible track record of a ' +
  'published fund (404 otherwise).';
