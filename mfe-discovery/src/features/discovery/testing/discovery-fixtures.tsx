import { apiClient, sessionStore } from '@fundnet/api-client';
import { type RecordedRequest, startTestServer, type TestReply, type TestServer } from '@fundnet/api-client/testing';
import type {
  FundDiscoveryItem,
  FundDiscoveryPage,
  InvestorDiscoveryItem,
  InvestorDiscoveryPage,
  ProviderDiscoveryItem,
  ProviderDiscoveryPage,
} from '@fundnet/validation-schema';
import { renderAt } from '@fundnet/app-runtime/testing';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { DiscoveryPage } from '../discovery-page';

// Replies shaped like the discovery contract (packages/validation-schema/src/contracts/discovery.ts), served by
// the api-client's real local HTTP test server, as the other areas' page tests do.

export const viewerProfile = { id: '00000000-0000-4000-8000-0000000000aa', type: 'investor' } as const;

export function fundItem(overrides: Partial<FundDiscoveryItem> = {}): FundDiscoveryItem {
  return {
    id: '4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e01',
    type: 'fund',
    slug: 'northwind-ventures',
    name: 'Northwind Ventures',
    logo: null,
    headline: 'Seed funds for climate software',
    location: 'Berlin, Germany',
    country: 'DE',
    verified: true,
    featured: true,
    tags: ['climate', 'software'],
    followerCount: 12,
    fundManagementCompany: 'Northwind Capital GmbH',
    strategyType: ['fundsVc'],
    stageFocus: ['Seed', 'SeriesA'],
    sectorFocus: ['climateTech'],
    fundMaturity: 'Emerging',
    fundraisingStatus: 'currently-fundraising',
    geographies: ['dach', 'europe'],
    vintageYear: 2025,
    targetFundSize: { value: 50_000_000, currency: 'EUR' },
    targetFundSizeConverted: { value: 54_300_000, currency: 'USD' },
    ...overrides,
  };
}

export function investorItem(overrides: Partial<InvestorDiscoveryItem> = {}): InvestorDiscoveryItem {
  return {
    id: '4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e02',
    type: 'investor',
    slug: 'alder-family-office',
    name: 'Alder Family Office',
    logo: null,
    headline: 'Patient capital for European venture funds',
    location: null,
    country: null,
    verified: false,
    featured: false,
    tags: [],
    followerCount: 1,
    investmentEntity: null,
    investorType: 'familyOffice',
    investmentStatus: 'ActivelyInvesting',
    sectorFocus: ['fintech'],
    geographies: ['europe'],
    dealRangeFrom: { value: 1_000_000, currency: 'USD' },
    dealRangeTo: { value: 5_000_000, currency: 'USD' },
    dealRangeFromConverted: { value: 1_000_000, currency: 'USD' },
    dealRangeToConverted: { value: 5_000_000, currency: 'USD' },
    ...overrides,
  };
}

export function providerItem(overrides: Partial<ProviderDiscoveryItem> = {}): ProviderDiscoveryItem {
  return {
    id: '4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e03',
    type: 'serviceProvider',
    slug: 'ledger-and-co',
    name: 'Ledger & Co',
    logo: null,
    headline: 'Fund administration for emerging managers',
    location: 'Luxembourg',
    country: 'LU',
    verified: true,
    featured: false,
    tags: ['aifm'],
    followerCount: 0,
    companyName: 'Ledger & Co S.à r.l.',
    providerType: 'fundAdministration',
    providerStatus: 'AcceptingClients',
    geographies: ['europe'],
    mainOfferings: ['Fund accounting'],
    averageCosts: null,
    averageCostsConverted: null,
    ...overrides,
  };
}

type AnyPage = FundDiscoveryPage | InvestorDiscoveryPage | ProviderDiscoveryPage;

/** A reply page: `items` on it, `total` (default: as many as items), skip/take from the request. */
export function pageReply<P extends AnyPage>(request: RecordedRequest, items: P['items'], extra: Partial<AnyPage> = {}): TestReply {
  return {
    json: {
      items,
      total: items.length,
      totalCapped: false,
      skip: Number(request.query.skip ?? 0),
      take: Number(request.query.take ?? 10),
      currency: request.query.currency ?? 'USD',
      ...extra,
    },
  };
}

export const notFound: TestReply = { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Route not found' } };

/**
 * Starts the test server for the file, answering `replies[`${method} ${path}`]` (404 otherwise), with
 * a visitor session before each test. findBy… queries wait up to 10 s (shared, slow machines).
 */
export function useDiscoveryTestServer(replies: () => Record<string, (request: RecordedRequest) => TestReply | Promise<TestReply>>) {
  const state: { server?: TestServer } = {};
  beforeAll(async () => {
    state.server = await startTestServer((request) => replies()[`${request.method} ${request.path}`]?.(request) ?? notFound);
    apiClient.configure({ baseUrl: state.server.url });
  });
  afterAll(() => state.server?.close());
  beforeEach(() => {
    if (state.server) state.server.requests.length = 0;
    sessionStore.clearSession();
  });
  return {
    /** Requests to `path` so far. */
    requestsTo(path: string): RecordedRequest[] {
      return (state.server?.requests ?? []).filter((request) => request.path === path);
    },
  };
}

export function signIn() {
  sessionStore.setToken('token-ada');
  sessionStore.setActiveProfile(viewerProfile);
}

/** What the address bar shows, and the browser's Back button, beside the page under test. */
export function AddressBar() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="address">{`${location.pathname}${location.search}`}</p>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

/** The query string the page shows now, as an object of lists. */
export function addressQuery(text: string | null): Record<string, string[]> {
  const params = new URLSearchParams((text ?? '').split('?')[1] ?? '');
  const query: Record<string, string[]> = {};
  for (const [key, value] of params) query[key] = [...(query[key] ?? []), value];
  return query;
}

/** A request's query string as an object of lists (the recorded `query` keeps only the last of repeated keys). */
export function queryOf(request: RecordedRequest | undefined): Record<string, string[]> {
  return addressQuery(request?.url ?? null);
}

/**
 * Renders the three discovery routes at `path` (as routes.tsx mounts them) with the address bar
 * beside them, and returns a userEvent session. Only this feature's pages: the tests do not depend
 * on the area's other features.
 */
export function openDiscovery(path: string) {
  const user = userEvent.setup({ delay: null });
  renderAt(
    path,
    <>
      <Routes>
        <Route path="/fund/discovery" element={<DiscoveryPage kind="fund" />} />
        <Route path="/investor/discovery" element={<DiscoveryPage kind="investor" />} />
        <Route path="/serviceProvider/discovery" element={<DiscoveryPage kind="serviceProvider" />} />
      </Routes>
      <AddressBar />
    </>,
  );
  return user;
}
