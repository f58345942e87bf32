import type { FastifyInstance } from 'fastify';
import { type CompanyForm, profileCompanyBody, profileCompanyReply } from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { routeSchema } from '../../lib/route-schema';
import { readCompany, saveCompany } from './service';

const tags = ['profile-company'];

/** Manage Company of the active profile (README.md). */
export async function profileCompanyRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get(
    '/profile-company',
    {
      config: { auth: 'user', profile: { minRole: 'viewer' } },
      schema: routeSchema({
        tags,
        summary: 'Read the company behind the active profile',
        description:
          'Any member role. The legal entity (company name, legal name, address, VAT id, website; null until saved) and, for a ' +
          'fund, the fund management company its fund details show publicly.',
        security: 'bearer',
        response: { 200: profileCompanyReply },
      }),
    },
    async (request) => readCompany(db, request.profile!),
  );

  app.put<{ Body: CompanyForm }>(
    '/profile-company',
    {
      config: { auth: 'user', profile: { minRole: 'admin' } },
      schema: routeSchema({
        tags,
        summary: 'Change the company behind the active profile',
        description:
          "Owner or admin role. The company form: companyName ('Company name is a required'), legalName, address and vatId " +
          "required, websiteUrl optional ('Enter correct url!'). Members only: applies at once, never shown publicly.",
        security: 'bearer',
        body: profileCompanyBody,
        response: { 200: profileCompanyReply },
      }),
    },
    async (request) => saveCompany(db, request.profile!, request.body, request.auth!.userId),
  );
}
