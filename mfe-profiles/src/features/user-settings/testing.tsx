import { apiClient, type GetMeReply, sessionStore } from '@fundnet/api-client';
import { type RecordedRequest, type TestReply, type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { LocationProbe, TestProviders, testQueryClient } from '@fundnet/app-runtime/testing';
import { type RenderResult, render } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { me } from '../../testing/fixtures';
import { ManageEmailsTab } from './manage-emails-tab';
import { ProfilesTab } from './profiles-tab';
import { SharedProfilesTab } from './shared-profiles-tab';
import { UserDetailsTab } from './user-details-tab';
import { UserSettingsLayout } from './user-settings-layout';

// Test support of the user settings tests (never imported by app code).

/** get-me of a user whose details are complete (a valid PUT user-info as they are). */
export const completeMe: GetMeReply = {
  ...me,
  userInfo: { ...me.userInfo, describesYouBest: 'fundManager', pointsOfInterest: ['raiseCapital', 'networking'] },
};

export type Replies = Record<string, (request: RecordedRequest) => TestReply>;

/** A test server answering `replies['METHOD /path']`, 404 otherwise; the api client points at it. */
export function useTestServer(initial: () => Replies) {
  const state: { server: TestServer | null; replies: Replies } = { server: null, replies: {} };
  beforeAll(async () => {
    state.server = await startTestServer(
      (request) =>
        state.replies[`${request.method} ${request.path}`]?.(request) ?? {
          status: 404,
          json: { statusCode: 404, error: 'Not Found', message: 'Route not found' },
        },
    );
    apiClient.configure({ baseUrl: state.server.url });
  });
  afterAll(() => state.server?.close());
  beforeEach(() => {
    state.server?.requests.splice(0);
    state.replies = initial();
    sessionStore.clearSession();
    sessionStore.setToken('token-ada');
  });
  return {
    get replies() {
      return state.replies;
    },
    /** The requests received with this method and path. */
    requests(method: string, path: string): RecordedRequest[] {
      return (state.server?.requests ?? []).filter((request) => request.method === method && request.path === path);
    },
  };
}

/** Renders the user settings routes at `url` (the layout and its tabs; any other path shows the location). */
export function renderUserSettings(url: string): RenderResult {
  return render(
    <TestProviders url={url} client={testQueryClient()}>
      <Routes>
        <Route path="/userSettings" element={<UserSettingsLayout />}>
          <Route path="details" element={<UserDetailsTab />} />
          <Route path="details/manageEmails" element={<ManageEmailsTab />} />
          <Route path="profiles" element={<ProfilesTab />} />
          <Route path="sharedProfiles" element={<SharedProfilesTab />} />
        </Route>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </TestProviders>,
  );
}
