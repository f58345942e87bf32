// The decorator every screen story runs in: what the app runtime gives a page in production (AppProviders: query
// client, theme, notifications, router), with a memory router at the story's address, the story's session
// (visitor or signed in with an active profile) and the API stand-in answering the story's routes.
import { type ActiveProfile, apiClient, createQueryClient, QueryProvider, sessionStore } from '@fundnet/api-client';
import { FundnetThemeProvider, NotificationProvider } from '@fundnet/design-system';
import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import type { Decorator } from '@storybook/react-webpack5';
import { type ReactNode, useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { type ApiHandler, type ApiRoutes, type ApiStandIn, createApiStandIn } from './api-stand-in';

/** Where the stand-in pretends the API is (never contacted: the stand-in answers every request). */
export const storyApiBase = 'https://api.stories.fundnet.invalid';

/** Signed out, or signed in (with the profile the user acts as, if any). */
export type StorySession = 'visitor' | { token?: string; activeProfile: ActiveProfile | null };

export interface AppStoryParameters {
  /** The API's answers for this story, by `'METHOD /path'`; other routes answer the smallest reply of their contract. */
  api?: ApiRoutes | ApiHandler;
  /** Default: a visitor. */
  session?: StorySession;
  /** The address the page opens at, and its route pattern (default: the address's path). */
  route?: { at: string; path?: string };
}

let currentStandIn: ApiStandIn | null = null;
/** The stand-in of the story on screen. */
export const storyStandIn = () => currentStandIn;
// The stories' pass in Chromium (e2e/stories/accessibility.spec.ts) waits on it before running axe, and fails a story
// whose stand-in recorded a contract violation.
Object.assign(globalThis, { __fundnetStoryStandIn: storyStandIn });

function applySession(session: StorySession = 'visitor') {
  sessionStore.clearSession();
  if (session === 'visitor') return;
  sessionStore.setToken(session.token ?? 'story-token');
  sessionStore.setActiveProfile(session.activeProfile);
}

function Elsewhere() {
  const { pathname, search } = useLocation();
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="body2" color="text.secondary">
        The page went to <code>{`${pathname}${search}`}</code> (another screen: see its own stories).
      </Typography>
    </Box>
  );
}

function Violations({ standIn }: { standIn: ApiStandIn }) {
  const [violations, setViolations] = useState<string[]>([]);
  useEffect(() => {
    standIn.onViolation = (all) => setViolations([...all]);
    return () => {
      standIn.onViolation = undefined;
    };
  }, [standIn]);
  if (violations.length === 0) return null;
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      <AlertTitle>This story's data broke the API contract</AlertTitle>
      {violations.map((violation) => (
        <Typography key={violation} variant="body2" component="p" sx={{ fontFamily: 'monospace' }}>
          {violation}
        </Typography>
      ))}
    </Alert>
  );
}

function AppStory({ parameters, mode, children }: { parameters: AppStoryParameters; mode: 'light' | 'dark'; children: ReactNode }) {
  // Built once per story, before its first render: the page's first query already sees the session and the stand-in.
  const [setup] = useState(() => {
    const standIn = createApiStandIn(parameters.api);
    currentStandIn = standIn;
    apiClient.configure({ baseUrl: storyApiBase, fetch: standIn.fetch });
    applySession(parameters.session);
    const client = createQueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
    return { standIn, client };
  });
  useEffect(() => () => setup.client.clear(), [setup]);
  const at = parameters.route?.at ?? '/';
  const path = parameters.route?.path ?? new URL(at, 'http://localhost').pathname;
  return (
    <QueryProvider client={setup.client}>
      <FundnetThemeProvider mode={mode}>
        <NotificationProvider>
          <Violations standIn={setup.standIn} />
          <MemoryRouter initialEntries={[at]}>
            <Routes>
              <Route path={path} element={children} />
              <Route path="*" element={<Elsewhere />} />
            </Routes>
          </MemoryRouter>
        </NotificationProvider>
      </FundnetThemeProvider>
    </QueryProvider>
  );
}

/**
 * Stories with `parameters.fundnet` render as a screen of an app (see AppStoryParameters); others (the design
 * system's components) get the theme only.
 */
export const withFundnet: Decorator = (Story, context) => {
  const mode = context.globals.colorMode === 'dark' ? 'dark' : 'light';
  const parameters = context.parameters.fundnet as AppStoryParameters | undefined;
  if (!parameters) {
    return (
      <FundnetThemeProvider mode={mode}>
        <Story />
      </FundnetThemeProvider>
    );
  }
  return (
    <AppStory key={context.id} parameters={parameters} mode={mode}>
      <Story />
    </AppStory>
  );
};
