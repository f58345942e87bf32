// Rendering an area's start pages ahead of time, for the build (Node only; ADR 0101). The browser side is
// `prerendered-region.ts` (`prerenderedRendering`, which the shell gives `createAppLifecycles`).
export { default as createEmotionCache } from '@emotion/cache';
export { clientRenderGateScript, clientRenderGateStyle } from './client-render-gate';
export { CLIENT_RENDER_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './prerendered-region';
export { type PrerenderRegionOptions, prerenderRegion } from './prerender-region';
