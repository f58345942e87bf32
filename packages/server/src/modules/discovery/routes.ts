import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  type CurrencyCode,
  currencyRateBody,
  currencyRateParams,
  currencyRatesReply,
  currencyRateSchema,
  discoveryMessages,
  discoveryPlacesQuery,
  discoveryPlacesReply,
  discoveryStatsReply,
  discoveryWeightBody,
  discoveryWeightParams,
  discoveryWeightReply,
  fundDiscoveryQuery,
  fundDiscoveryReply,
  investorDiscoveryQuery,
  investorDiscoveryReply,
  type ProfileType,
  providerDiscoveryQuery,
  providerDiscoveryReply,
} from '@fundnet/validation-schema';
import { isDatabaseUnavailable } from '../../db/availability';
import type { AppDeps } from '../../deps';
import { unprocessable } from '../../lib/errors';
import { routeSchema } from '../../lib/route-schema';
import { listCurrencyRates, setDiscoveryWeight, updateCurrencyRate } from './administration';
import { backfillDiscovery } from './indexer';
import { discoveryPlaces } from './places';
import type { DiscoveryQuery } from './search';
import { discoverPage } from './service';
import { discoveryStats } from './stats';

interface FamilyDiscovery {
  family: ProfileType;
  path: string;
  noun: string;
  query: v.GenericSchema;
  reply: v.GenericSchema;
  filters: string;
}

const families: readonly FamilyDiscovery[] = [
  {
    family: 'fund',
    path: 'fund-info',
    noun: 'funds',
    query: fundDiscoveryQuery,
    reply: fundDiscoveryReply,
    filters:
      'type (strategyType), location (fundHeadquarter: place, country code or name), status (fundraising status), stage ' +
      '(stageFocus), maturity, geography (target portfolio geographies), tags (keywords and sector focus) with tagInclusive ' +
      '(true: all, default: any), fundSizeFrom / fundSizeTo (targetFundSize, inclusive) in currency, search, skip, take, ' +
      'verifiedOnly, featuredOnly, serviceProviderId (funds linked to that provider), fundId (that fund only).',
  },
  {
    family: 'investor',
    path: 'investor-info',
    noun: 'investors',
    query: investorDiscoveryQuery,
    reply: investorDiscoveryReply,
    filters:
      'location (their geographies), status (investmentStatus), industry (sectorFocus), type (investorType), tags (keywords) ' +
      'with tagInclusive, dealRangeFrom / dealRangeTo (the investor’s deal range must overlap, inclusive) in currency, search, ' +
      'skip, take, verifiedOnly, featuredOnly. Investors who keep visibleInInvestorDiscovery off never appear.',
  },
  {
    family: 'serviceProvider',
    path: 'service-provider',
    noun: 'service providers',
    query: providerDiscoveryQuery,
    reply: providerDiscoveryReply,
    filters:
      'location (headquarterLocation: place, country code or name), type (provider type), geography, tags (keywords and main ' +
      'offerings) with tagInclusive, currency (of the converted average costs), search, skip, take, verifiedOnly, featuredOnly.',
  },
];

const common =
  'Lists accept repeated keys and comma-separated values. Order: featured, discovery weight, relevance to search, name. ' +
  'take is a page size (10–50); total counts up to 1000 (totalCapped beyond). Published, discoverable profiles only; hidden ' +
  'fields and NDA sections are never shown nor used by a filter.';

/**
 * Discovery (contract: validation-schema contracts/discovery.ts; README.md here): GET <family>/discovery-public,
 * <family>/discovery and <family>/getPlaces for fund-info, investor-info and service-provider, GET discovery/stats,
 * and the administration calls discovery-weight and currency-rates. Registered beside the families' own routes.
 */
export async function discoveryRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  // Profiles written before discovery existed, or by seeds that bypass the section engine, get their rows.
  // A database that is away at that moment does not stop the API (its requests answer 503 until it returns).
  app.addHook('onReady', async () => {
    try {
      const indexed = await backfillDiscovery(db);
      if (indexed > 0) app.log.info({ indexed }, 'discovery index backfilled');
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      app.log.warn({ err: error }, 'discovery backfill skipped: database unavailable');
    }
  });

  for (const spec of families) {
    const tags = [spec.path, 'discovery'];
    const toQuery = (filters: unknown) => ({ family: spec.family, filters }) as DiscoveryQuery;

    app.get(
      `/${spec.path}/discovery-public`,
      {
        config: { auth: 'public' },
        schema: routeSchema({
          tags,
          summary: `Discover ${spec.noun} (public)`,
          description: `Public cards of published, discoverable ${spec.noun}, with followerCount. Filters: ${spec.filters} ${common}`,
          querystring: spec.query,
          response: { 200: spec.reply },
        }),
      },
      async (request) => discoverPage(db, toQuery(request.query), { signedIn: false, viewerProfileId: null }),
    );

    app.get(
      `/${spec.path}/discovery`,
      {
        config: { auth: 'user', profile: { optional: true } },
        schema: routeSchema({
          tags,
          summary: `Discover ${spec.noun} (signed in)`,
          description:
            `The public cards plus links (website and social links; investors: LinkedIn when they allow contact). With the ` +
            `meta-profile headers (a profile of the caller, 403 otherwise) each card tells whether that profile follows it and ` +
            `has it among its favourites. Filters: ${spec.filters} ${common}`,
          security: 'bearer',
          querystring: spec.query,
          response: { 200: spec.reply },
        }),
      },
      async (request) => discoverPage(db, toQuery(request.query), { signedIn: true, viewerProfileId: request.profile?.id ?? null }),
    );

    app.get<{ Querystring: { search: string } }>(
      `/${spec.path}/getPlaces`,
      {
        config: { auth: 'public' },
        schema: routeSchema({
          tags,
          summary: `Location suggestions for discovering ${spec.noun}`,
          description:
            spec.family === 'investor'
              ? 'Investors are located by their geographies: the geography options matching search, with how many ' +
                'discoverable investors name each. Send the value as location.'
              : `Locations of discoverable ${spec.noun} (kind place) and the country option list (kind country, value = ISO ` +
                'code), each with its number of profiles, matching search at the start of a word; at most 20, those with ' +
                'profiles first. Send the value as location.',
          querystring: discoveryPlacesQuery,
          response: { 200: discoveryPlacesReply },
        }),
      },
      async (request) => discoveryPlaces(db, spec.family, request.query.search),
    );
  }

  app.get(
    '/discovery/stats',
    {
      config: { auth: 'public' },
      schema: routeSchema({
        tags: ['discovery'],
        summary: 'Live figures of the home pages (not in spec)',
        description:
          'Counts of discoverable funds, investors and service providers, the sum of the funds’ visible target sizes in USD ' +
          '(current rates) and the number of countries funds and providers are located in.',
        response: { 200: discoveryStatsReply },
      }),
    },
    async () => discoveryStats(db),
  );

  app.patch<{ Params: { type: ProfileType; id: string }; Body: { weight: number } }>(
    '/administration/discovery-weight/:type/:id',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags: ['administration', 'discovery'],
        summary: 'Set the discovery weight of a profile',
        description:
          'Administrators only. type: fund, investor or serviceProvider; weight: a whole number from -1000 to 1000 (default 0). ' +
          'Discovery orders by featured, then weight (higher first), then relevance. 404 for an unknown profile of that type.',
        security: 'bearer',
        params: discoveryWeightParams,
        body: discoveryWeightBody,
        response: { 200: discoveryWeightReply },
      }),
    },
    async (request) => setDiscoveryWeight(db, { ...request.params, weight: request.body.weight, adminUserId: request.auth!.userId }),
  );

  app.get(
    '/administration/currency-rates',
    {
      config: { auth: 'public' },
      schema: routeSchema({
        tags: ['administration', 'discovery'],
        summary: 'Currency rates used by discovery (not in spec)',
        description: 'Units of each currency of the option list per 1 USD, with when they were last changed. Readable by anyone.',
        response: { 200: currencyRatesReply },
      }),
    },
    async () => listCurrencyRates(db),
  );

  app.put<{ Params: { code: CurrencyCode }; Body: { unitsPerUsd: number } }>(
    '/administration/currency-rates/:code',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags: ['administration', 'discovery'],
        summary: 'Update a currency rate (not in spec)',
        description:
          'Administrators only: units of the currency per 1 USD (> 0). The next discovery search compares and converts ' +
          'amounts with it. USD is the base and stays 1 (422).',
        security: 'bearer',
        params: currencyRateParams,
        body: currencyRateBody,
        response: { 200: currencyRateSchema },
      }),
    },
    async (request) => {
      if (request.params.code === 'USD') throw unprocessable({ code: [discoveryMessages.baseCurrencyFixed] });
      return updateCurrencyRate(db, request.params.code, request.body.unitsPerUsd, request.auth!.userId);
    },
  );
}
