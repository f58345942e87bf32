import {
  apiClient,
  createQueryClient,
  type Favourite,
  type FavouriteList,
  type FollowReply,
  type IFollowReply,
  QueryProvider,
  sessionStore,
} from '@fundnet/api-client';
import type { Decorator } from '@storybook/react-webpack5';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { NotificationProvider } from '../notifications/notification-provider/notification-provider';

export interface SocialApiOptions {
  /** Who looks: signed out, signed in without an active profile, or signed in as an investor profile. */
  viewer: 'visitor' | 'no-profile' | 'profile';
  /** What GET follow/iFollow and GET favourite answer at first (default false). */
  following?: boolean;
  favourite?: boolean;
  /** When set, POST follow and POST favourite are refused with this status and message. */
  refuse?: { status: number; message: string };
}

/** The investor profile the "signed in" stories act as. */
export const storyViewerProfile = { id: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a1001', type: 'investor' } as const;

const at = '2026-05-01T10:00:00.000Z';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const pause = () => new Promise((resolve) => setTimeout(resolve, 500));

/**
 * Storybook runs without the API: a fetch answering the follow and favourite calls from memory (after a short
 * delay, so the busy state shows), and a 404 for anything else.
 */
function socialFetch(options: SocialApiOptions): typeof fetch {
  let following = options.following ?? false;
  let favourite = options.favourite ?? false;
  let followers = 12;
  return async (input, init) => {
    const request = new Request(input, init);
    const { pathname, searchParams } = new URL(request.url);
    const call = `${request.method} ${pathname}`;
    // Read the body before answering: an unread request stream can keep the call from settling.
    const text = await request.text();
    const body = (text ? JSON.parse(text) : {}) as { profileId?: string };
    const profileId = searchParams.get('profileId') ?? body.profileId ?? '';
    await pause();
    if (options.refuse && request.method === 'POST') {
      const { status, message } = options.refuse;
      return json(status, { statusCode: status, error: 'Refused', message });
    }
    switch (call) {
      case 'GET /api/follow/iFollow':
        return json(200, { profileId, following, followedBy: false, follow: null, followerCount: followers } satisfies IFollowReply);
      case 'POST /api/follow': {
        following = true;
        followers += 1;
        const follow = {
          id: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a3001',
          followerProfileId: storyViewerProfile.id,
          followedProfileId: profileId,
          notifications: 'all',
          origin: 'manual',
          createdAt: at,
          updatedAt: at,
        } as const;
        return json(201, { follow, followerCount: followers } satisfies FollowReply);
      }
      case 'DELETE /api/follow':
        following = false;
        followers -= 1;
        return new Response(null, { status: 204 });
      case 'GET /api/favourite':
        return json(200, {
          total: favourite ? 1 : 0,
          skip: 0,
          take: 10,
          type: null,
          search: null,
          counts: { fund: favourite ? 1 : 0, investor: 0, serviceProvider: 0 },
          items: [],
        } satisfies FavouriteList);
      case 'POST /api/favourite': {
        favourite = true;
        const added: Favourite = {
          id: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a4001',
          profileId: storyViewerProfile.id,
          favouriteProfileId: profileId,
          createdAt: at,
        };
        return json(201, added);
      }
      case 'DELETE /api/favourite':
        favourite = false;
        return new Response(null, { status: 204 });
      default:
        return json(404, { statusCode: 404, error: 'Not Found', message: 'Route not found' });
    }
  };
}

function SocialProviders({ children }: { children: ReactNode }) {
  const [client] = useState(() => createQueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryProvider client={client}>
      <NotificationProvider>
        <MemoryRouter initialEntries={['/fund/alder-capital']}>{children}</MemoryRouter>
      </NotificationProvider>
    </QueryProvider>
  );
}

/**
 * For stories of components that follow or favourite: before each story, the session of `viewer` and the api-client
 * answering from memory (signed out and the real fetch again afterwards); around it, a fresh query client, notifications and a router.
 */
export function withSocialApi(options: SocialApiOptions): { beforeEach: () => () => void; decorators: Decorator[] } {
  return {
    beforeEach: () => {
      const previousFetch = apiClient.options.fetch;
      apiClient.configure({ fetch: socialFetch(options) });
      sessionStore.clearSession();
      if (options.viewer !== 'visitor') sessionStore.setToken('storybook-token');
      if (options.viewer === 'profile') sessionStore.setActiveProfile(storyViewerProfile);
      return () => {
        apiClient.configure({ fetch: previousFetch });
        sessionStore.clearSession();
      };
    },
    decorators: [
      (Story) => (
        <SocialProviders>
          <Story />
        </SocialProviders>
      ),
    ],
  };
}
