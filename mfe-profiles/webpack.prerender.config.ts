import { createPrerenderConfig } from '@fundnet/mf-config';

// The public profile pages' renderer for the API's render service (ADR 0102, 0104): a published profile's page
// (`/fund/<slug>`) rendered per request with the profile as published at that moment, and hydrated by this area's
// lifecycles (bootstrap.tsx).
export default createPrerenderConfig({ dir: import.meta.dirname, entry: './src/prerender/render-start-pages.tsx' });
