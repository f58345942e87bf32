import { apiClient, sessionStore } from '@fundnet/api-client';
import { startTestServer, type TestReply, type TestServer } from '@fundnet/api-client/testing';
import type { ApprovalModel, ApprovalSummary, ProfileOwnerView, PublicProfile, SectionState } from '@fundnet/validation-schema';
import type { ProfileKind } from './profile-kind';

// Test helpers of the profile pages (investor and service provider): replies shaped like the profile-sections contract.

export const at = '2026-05-01T10:00:00.000Z';
const approvalId = '4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e78';

export function sectionState(section: string, data: Record<string, unknown> | null, approval: ApprovalSummary | null = null): SectionState {
  return { section, data, updatedAt: at, published: data, publishedAt: at, changedSincePublished: approval !== null, approval };
}

export function approval(
  model: ApprovalModel,
  section: string,
  status: 'Tbd' | 'Declined',
  message: string | null = null,
): ApprovalSummary {
  return {
    id: approvalId,
    model,
    section,
    status,
    reason: status === 'Declined' ? 'Incomplete' : null,
    message,
    submittedAt: at,
    decidedAt: status === 'Declined' ? at : null,
  };
}

export function ownerViewOf(
  kind: Pick<ProfileKind, 'type'>,
  profile: { id: string; name: string; slug: string; status?: ProfileOwnerView['profile']['status'] },
  sections: SectionState[],
): ProfileOwnerView {
  return {
    profile: { id: profile.id, type: kind.type, name: profile.name, slug: profile.slug, status: profile.status ?? 'draft', role: 'owner' },
    sections: Object.fromEntries(sections.map((state) => [state.section, state])),
    settings: { requireNda: false, ndaSections: [], hiddenFields: [], notApplicableFields: [] },
    submission: null,
    attemptedAccess: { attempts: 0, users: 0 },
    verified: false,
    featured: false,
  };
}

export function publicProfileOf(
  profile: { id: string; name: string; slug: string },
  sections: Record<string, Record<string, unknown> | null>,
): PublicProfile {
  return {
    ...profile,
    verified: true,
    featured: false,
    requireNda: false,
    sections: Object.fromEntries(
      Object.entries(sections).map(([section, data]) => [section, { data, locked: data === null, publishedAt: at }]),
    ),
    notApplicableFields: [],
    unlockedSections: [],
  };
}

export const notFound = (message: string): TestReply => ({ status: 404, json: { statusCode: 404, error: 'Not Found', message } });

/**
 * Starts the test server for a describe block, answering `replies()[`${method} ${path}`]` (404 otherwise),
 * and acts as `active` in every test. Returns the server (its requests) once started.
 */
export function useProfileTestServer(active: { id: string; type: ProfileKind['type'] }, replies: () => Record<string, () => TestReply>) {
  const state: { server?: TestServer } = {};
  beforeAll(async () => {
    state.server = await startTestServer((request) => replies()[`${request.method} ${request.path}`]?.() ?? notFound('Route not found'));
    apiClient.configure({ baseUrl: state.server.url });
  });
  afterAll(() => state.server?.close());
  beforeEach(() => {
    if (state.server) state.server.requests.length = 0;
    sessionStore.clearSession();
    sessionStore.setToken('token-ada');
    sessionStore.setActiveProfile(active);
  });
  return {
    get requests() {
      return state.server?.requests ?? [];
    },
    patches() {
      return (state.server?.requests ?? []).filter((request) => request.method === 'PATCH');
    },
  };
}
