import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  faviconParams,
  profileContextReply,
  profileTypes,
  suggestedKeywordsParams,
  suggestedKeywordsReply,
  urlMetadataQuery,
  urlMetadataReply,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { binaryReply, routeSchema } from '../../lib/route-schema';
import { favicon, urlMetadata } from './fetch';
import { profileContext, suggestedKeywords } from './service';

const tags = ['administration'];

/**
 * The administration helpers (product §7 Administration: suggestedKeywords/{searchTerm}, profile/context,
 * favicon/{url}, url/metadata). Administrators only. README.md gives the design.
 */
export async function administrationHelperRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const policy = { allowLoopback: deps.config.outboundFetch.allowLoopback };

  app.get<{ Params: v.InferOutput<typeof suggestedKeywordsParams> }>(
    '/administration/suggestedKeywords/:searchTerm',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags,
        summary: 'Keywords profiles already use that contain a term',
        description:
          'Administrators only. From the discovery tags (keywords, funds’ sector focus, providers’ main offerings), lower ' +
          'case: those starting with the term first, then the most used. At most 20, with how many profiles use each.',
        params: suggestedKeywordsParams,
        response: { 200: suggestedKeywordsReply },
      }),
    },
    async (request) => suggestedKeywords(db, request.params.searchTerm),
  );

  app.get(
    '/administration/profile/context',
    {
      config: { auth: 'admin', profile: { adminTarget: true, types: [...profileTypes] } },
      schema: routeSchema({
        tags,
        summary: 'What an administrator needs to know about a profile',
        description:
          'Administrators only; the profile is named in meta-profile-id / meta-profile-type (any type, 404 unknown). Its ' +
          'status, members (with their e-mail and role: none means unclaimed), approvals and claims waiting, discovery ' +
          'weight and follower count.',
        response: { 200: profileContextReply },
      }),
    },
    async (request) => profileContext(db, request.targetProfile!.id),
  );

  app.get<{ Params: v.InferOutput<typeof faviconParams> }>(
    '/administration/favicon/:url',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags,
        summary: 'The icon of a website, fetched by the server (cached a day)',
        description:
          'Administrators only. {url} is the site’s address, URL-encoded (a bare host means https). The server reads the ' +
          'page’s <link rel=icon>, else /favicon.ico, through the SSRF guard: public http(s) addresses only (422 for a ' +
          'private, loopback or metadata address, also after a redirect), 5 s, 100 KB, raster images only (no SVG). ' +
          '404 when the site has no icon; 422 when it cannot be reached.',
        params: faviconParams,
        errors: [404],
        response: { 200: binaryReply('The icon', ['image/png', 'image/x-icon', 'image/gif', 'image/jpeg', 'image/webp']) },
      }),
    },
    async (request, reply) => {
      const icon = await favicon(db, request.params.url, policy);
      return reply
        .header('content-type', icon.contentType)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(icon.body);
    },
  );

  app.get<{ Querystring: v.InferOutput<typeof urlMetadataQuery> }>(
    '/administration/url/metadata',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags,
        summary: 'Title, description, image and icon of a web page, read by the server (cached a day)',
        description:
          'Administrators only. ?url= (a bare host means https). Fetched through the SSRF guard: public http(s) addresses ' +
          'only (422 for a private, loopback or metadata address, also after a redirect), 5 s, the first 512 KB, HTML ' +
          'only. 422 when the page cannot be read.',
        querystring: urlMetadataQuery,
        response: { 200: urlMetadataReply },
      }),
    },
    async (request) => urlMetadata(db, request.query.url, policy),
  );
}
