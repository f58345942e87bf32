// Rendering start pages on the server (Node only): ahead of time by the build (ADR 0101), per request by the API's
// render service (ADR 0102). The browser side is `prerendered-region.ts` (`prerenderedRendering`, which an app gives
// `createAppLifecycles`) and `prerendered-queries.ts`.
export { default as createEmotionCache } from '@emotion/cache';
export { clientRenderGateScript, clientRenderGateStyle, REMOTE_OVERRIDES_STORAGE_KEY } from './client-render-gate';
export { pageWithRegions } from './page-with-regions';
export { type PrerenderRegionOptions, prerenderRegion } from './prerender-region';
export { arrivesRendered, CLIENT_RENDER_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './markers';
export { type PrerenderedQuery, PRERENDERED_QUERIES_ID } from './prerendered-queries';
export {
  RENDER_API_BASE,
  type RegionRenderer,
  type RegionRendererOptions,
  type RegionRenderOptions,
  type RenderedRegion,
  regionRenderer,
} from './region-renderer';
