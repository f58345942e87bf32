/** @database any: reads of the seeded platform, the same on either database, so it runs in one server pass only (jest.config.cjs). */
import { createSession } from '../modules/auth/sessions';
import { authOf, profileRuleOf } from '../plugins/openapi';
import { type DocumentedOperation, documentedOperations, fillPath, internalsIn, type JsonSchema } from '../openapi/test-support';
import type { CallOptions, TestApp } from '../test/test-app';
import { seededDemoApp } from './test-database';

/**
 * The seeded-platform read walk (issue 31.6): the reply contracts are checked on every reply in tests
 * (plugins/reply-contracts.ts), but the module tests only ever reply with their own fixtures. Here the demo data a
 * user starts with is seeded once, and every GET operation of the OpenAPI document is called as a visitor (each public
 * read of each published profile), as the owner of each seeded profile (with its headers) and as the administrator
 * (each admin read of each profile), with path parameters filled from the seeded rows. Any 5xx fails: a reply that
 * breaks its contract on real data is a 500 REPLY_CONTRACT.
 */

interface SeededProfile {
  id: string;
  type: 'fund' | 'investor' | 'serviceProvider';
  slug: string;
  status: string;
  ownerId: string | null;
  trackRecordId: string | null;
  sheetId: string | null;
  dataRoomId: string | null;
  /** Rows of the profile's own families (null where the seed writes none). */
  fileId: string | null;
  linkItemId: string | null;
  groupId: string | null;
  postId: string | null;
  shareLinkId: string | null;
  accessRequestId: string | null;
  invoiceId: string | null;
  claimId: string | null;
  approvalId: string | null;
  feedActivityId: string | null;
  graduationId: string | null;
  feedbackId: string | null;
  participantId: string | null;
}

/** Rows that belong to no profile: the first platform event, tooltip, content entry and fund manager. */
interface SeededGlobals {
  eventId: string | null;
  tooltipId: string | null;
  contentId: string | null;
  fundManagerId: string | null;
}

/** `{id}` of the paths whose id is not a profile's, by path: which seeded row names it. */
const idOfPath: Array<[RegExp, (profile: SeededProfile, globals: SeededGlobals) => string | null]> = [
  [/^\/api\/(?:profiles|administration\/(?:profile|view-as))\//, (p) => p.id],
  [/^\/api\/administration\/users\/\{id\}$/, (p) => p.ownerId],
  [/^\/api\/administration\/approvals\//, (p) => p.approvalId],
  [/^\/api\/track-record\/\{id\}/, (p) => p.trackRecordId],
  [/^\/api\/data-room\/(?:\{id\}|permission-holders\/\{id\}|group\/all\/\{id\})/, (p) => p.dataRoomId],
  [/^\/api\/data-room\/group\/\{id\}$/, (p) => p.groupId],
  [/^\/api\/data-room\/link\/\{id\}$/, (p) => p.linkItemId],
  [/^\/api\/post\/\{id\}/, (p) => p.postId],
  [/^\/api\/fund-custom-profile-link(?:-v2)?\//, (p) => p.shareLinkId],
  [/^\/api\/fund-request-access\/\{id\}$/, (p) => p.accessRequestId],
  [/\/invoices\/\{id\}\/pdf$/, (p) => p.invoiceId],
  [/^\/api\/feed-activity\/\{id\}$/, (p) => p.feedActivityId],
  [/^\/api\/fund-feedback\/\{id\}$/, (p) => p.feedbackId],
  [/^\/api\/fund-investment-participant\/\{id\}$/, (p) => p.participantId],
  [/^\/api\/platform-event\/\{id\}/, (_p, g) => g.eventId],
  [/^\/api\/tooltip\/\{id\}$/, (_p, g) => g.tooltipId],
  [/^\/api\/content\/\{id\}$/, (_p, g) => g.contentId],
  [/^\/api\/fund-manager\/\{id\}$/, (_p, g) => g.fundManagerId],
];

type Actor = 'visitor' | 'owner' | 'administrator';

const familyTypes: Record<string, SeededProfile['type']> = {
  'fund-info': 'fund',
  commitments: 'fund',
  'data-room': 'fund',
  'investor-info': 'investor',
  'service-provider': 'serviceProvider',
  providerRating: 'serviceProvider',
};

const approvalModels: Record<SeededProfile['type'], string> = {
  fund: 'fundInfo',
  investor: 'investorInfo',
  serviceProvider: 'serviceProviderInfo',
};

/** Whether the operation reads something of this type of profile (its config's types, its family, its parameters). */
function concerns(operation: DocumentedOperation, profile: SeededProfile): boolean {
  const types = (profileRuleOf(operation.route.config) as { types?: string[] } | undefined)?.types;
  if (types?.length && !types.includes(profile.type)) return false;
  const family = familyTypes[operation.path.split('/')[2] ?? ''];
  if (family && family !== profile.type) return false;
  const names = operation.pathParams.map((p) => p.name);
  if (names.some((n) => n === 'fundId' || n === 'fundInfoId') && profile.type !== 'fund') return false;
  if (names.includes('providerId') && profile.type !== 'serviceProvider') return false;
  return true;
}

/** A path parameter's value from the seeded profile, or undefined when the seed has nothing it could name. */
function seededValue(name: string, schema: JsonSchema, path: string, profile: SeededProfile, globals: SeededGlobals): string | undefined {
  if (schema.enum?.length) {
    const wanted = [profile.type, approvalModels[profile.type]].find((value) => schema.enum!.includes(value));
    return String(wanted ?? schema.enum[0]);
  }
  if (name === 'slug') return profile.slug;
  if (name === 'scopeLinkId') return 'public';
  if (['profileId', 'fundId', 'fundInfoId', 'providerId'].includes(name)) return profile.id;
  if (name === 'trackRecordId') return profile.trackRecordId ?? undefined;
  if (name === 'sheetId' || name === 'trackRecordSheetId') return profile.sheetId ?? undefined;
  if (name === 'dataRoomId') return profile.dataRoomId ?? undefined;
  if (name === 'fileId') return profile.fileId ?? undefined;
  if (name === 'claimId') return profile.claimId ?? undefined;
  if (name === 'graduationId') return profile.graduationId ?? undefined;
  if (name === 'id') return idOfPath.find(([pattern]) => pattern.test(path))?.[1](profile, globals) ?? undefined;
  return undefined;
}

/** The query: required parameters from their enum or the profile, and a profile filter where the operation has one. */
function seededQuery(operation: DocumentedOperation, profile: SeededProfile | undefined): string | undefined {
  const params = new URLSearchParams();
  for (const [name, schema] of Object.entries(operation.query?.properties ?? {})) {
    const required = operation.query?.required?.includes(name) ?? false;
    if (schema.enum?.length) {
      if (required) params.set(name, String(profile && schema.enum.includes(profile.type) ? profile.type : schema.enum[0]));
    } else if (profile && ['profileId', 'fundProfileId', 'id'].includes(name)) params.set(name, profile.id);
    else if (required) return undefined;
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const admits = (operation: DocumentedOperation, actor: Actor) => {
  const auth = authOf(operation.route.config);
  const profile = profileRuleOf(operation.route.config) as { optional?: boolean } | undefined;
  if (actor === 'visitor') return (auth === 'public' || auth === 'optional') && (!profile || profile.optional === true);
  if (actor === 'administrator') return auth === 'admin';
  return auth !== 'admin';
};

let demo: Awaited<ReturnType<typeof seededDemoApp>>;
let t: TestApp;

beforeAll(async () => {
  demo = await seededDemoApp('fundnet_read_walk');
  t = demo.t;
}, 180_000);

afterAll(async () => {
  await demo?.close();
});

describe('seeded-platform read walk', () => {
  it('reads every seeded profile as a visitor, its owner and the administrator with no 5xx', async () => {
    const started = Date.now();
    const operations = (await documentedOperations(t)).filter((operation) => operation.method === 'GET');
    const { rows } = await t.database.pool.query<SeededProfile>(`
      select p.id, p.type, p.slug, p.status,
        (select m.user_id from profile_members m where m.profile_id = p.id and m.role = 'owner' order by m.created_at limit 1) as "ownerId",
        (select r.id from track_records r where r.profile_id = p.id order by r.created_at limit 1) as "trackRecordId",
        (select s.id from track_record_sheets s join track_records r on r.id = s.track_record_id
          where r.profile_id = p.id order by s.created_at limit 1) as "sheetId",
        (select d.id from data_rooms d where d.fund_profile_id = p.id order by d.created_at limit 1) as "dataRoomId",
        (select i.id from data_room_items i join data_rooms d on d.id = i.data_room_id
          where d.fund_profile_id = p.id and i.kind = 'file' order by i.id limit 1) as "fileId",
        (select i.id from data_room_items i join data_rooms d on d.id = i.data_room_id
          where d.fund_profile_id = p.id and i.kind = 'link' order by i.id limit 1) as "linkItemId",
        (select g.id from data_room_groups g join data_rooms d on d.id = g.data_room_id
          where d.fund_profile_id = p.id order by g.id limit 1) as "groupId",
        (select x.id from posts x where x.author_profile_id = p.id order by x.id limit 1) as "postId",
        (select x.id from share_links x where x.profile_id = p.id and x.deleted_at is null order by x.id limit 1) as "shareLinkId",
        (select x.id from fund_access_requests x where x.profile_id = p.id order by x.id limit 1) as "accessRequestId",
        (select x.id from billing_invoices x where x.profile_id = p.id order by x.id limit 1) as "invoiceId",
        (select x.id from profile_claims x where x.profile_id = p.id order by x.id limit 1) as "claimId",
        (select x.id from approvals x where x.profile_id = p.id order by x.id limit 1) as "approvalId",
        (select x.id from feed_activities x where x.profile_id = p.id order by x.id limit 1) as "feedActivityId",
        (select x.id from track_record_graduations x join track_records r on r.id = x.track_record_id
          where r.profile_id = p.id order by x.id limit 1) as "graduationId",
        (select x.id from fund_feedback x where x.fund_profile_id = p.id order by x.id limit 1) as "feedbackId",
        (select x.id from fund_investment_participants x where x.fund_profile_id = p.id order by x.id limit 1) as "participantId"
      from profiles p where p.deleted_at is null order by p.type, p.slug`);
    const [globals] = (
      await t.database.pool.query<SeededGlobals>(`select
        (select id from platform_events order by id limit 1) as "eventId",
        (select id from tooltips order by id limit 1) as "tooltipId",
        (select id from content_entries order by id limit 1) as "contentId",
        (select id from fund_managers order by id limit 1) as "fundManagerId"`)
    ).rows as [SeededGlobals];
    const [administrator] = (await t.database.pool.query<{ id: string }>('select id from users where is_admin limit 1')).rows;
    const tokens = new Map<string, Promise<string>>();
    const tokenOf = (userId: string) => {
      if (!tokens.has(userId))
        tokens.set(
          userId,
          createSession(t.database.db, t.config.session, userId).then((session) => session.token),
        );
      return tokens.get(userId)!;
    };

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const covered = new Set<string>();
    const walk = async (operation: DocumentedOperation, actor: Actor, profile: SeededProfile | undefined, options: CallOptions) => {
      const values: Record<string, string> = {};
      for (const param of operation.pathParams) {
        const value = profile && seededValue(param.name, param.schema, operation.path, profile, globals);
        if (value === undefined) return;
        values[param.name] = value;
      }
      const query = seededQuery(operation, profile);
      if (query === undefined) return;
      const url = `${fillPath(operation.path, values)}${query}`;
      const result = await t.call('GET', url, options);
      covered.add(operation.operationId);
      statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
      const where = `${operation.operationId} GET ${url} as ${actor}${profile ? ` of ${profile.type} ${profile.slug}` : ''}`;
      if (result.status >= 500) failures.push(`${where}: ${result.status} ${JSON.stringify(result.body).slice(0, 400)}`);
      const internals = internalsIn(result);
      if (internals.length) failures.push(`${where}: the reply shows ${internals.join(', ')}`);
    };

    // The reads, listed first and then sent four at a time (the test app's pool size on PostgreSQL).
    const reads: Array<() => Promise<void>> = [];
    const userReads = new Set<string>();
    for (const operation of operations) {
      const profiled = operation.pathParams.length > 0 || (operation.query?.required?.length ?? 0) > 0;
      // A visitor: once for an operation about nothing in particular, else once per published profile it concerns.
      if (admits(operation, 'visitor')) {
        if (!profiled) reads.push(() => walk(operation, 'visitor', undefined, {}));
        for (const profile of rows) {
          if (profiled && profile.status === 'published' && concerns(operation, profile)) {
            reads.push(() => walk(operation, 'visitor', profile, {}));
          }
        }
      }
      // A read of the caller alone (no profile in its config, path or query) once per person, not per profile they own.
      const aboutCaller = !profiled && !operation.route.config.profile && !operation.query?.properties;
      for (const profile of rows) {
        if (!concerns(operation, profile)) continue;
        const headers = { id: profile.id, type: profile.type };
        if (admits(operation, 'owner') && profile.ownerId) {
          const key = `${operation.operationId} ${profile.ownerId}`;
          if (!aboutCaller || !userReads.has(key)) {
            userReads.add(key);
            const ownerId = profile.ownerId;
            reads.push(async () => walk(operation, 'owner', profile, { token: await tokenOf(ownerId), profile: headers }));
          }
        }
        if (admits(operation, 'administrator') && administrator && (!aboutCaller || !userReads.has(operation.operationId))) {
          userReads.add(operation.operationId);
          reads.push(async () => walk(operation, 'administrator', profile, { token: await tokenOf(administrator.id), profile: headers }));
        }
      }
    }
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < reads.length) await reads[next++]!();
      }),
    );

    const sent = [...statuses.values()].reduce((sum, n) => sum + n, 0);
    const histogram = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    console.info(
      `read walk: ${sent} reads of ${covered.size}/${operations.length} GET operations over ${rows.length} seeded profiles ` +
        `in ${Date.now() - started} ms (${histogram.join(', ')})`,
    );
    expect(covered.size).toBeGreaterThan(operations.length / 2);
    expect(failures).toEqual([]);
  }, 300_000);
});
