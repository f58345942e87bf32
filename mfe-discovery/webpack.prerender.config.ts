import { createPrerenderConfig } from '@fundnet/mf-config';

// The landing page's renderer for the API's render service (ADR 0102): the page is rendered per request, with the
// managed texts published at that moment, and hydrated by this area's lifecycles (bootstrap.tsx).
export default createPrerenderConfig({ dir: import.meta.dirname, entry: './src/prerender/render-start-pages.tsx' });
