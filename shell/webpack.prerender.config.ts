import { createPrerenderConfig } from '@fundnet/mf-config';

// The shell's signed-out start pages rendered ahead of time into dist/prerendered/ (ADR 0101); built after the
// browser build (webpack.config.ts), whose index.html they fill.
export default createPrerenderConfig({ dir: import.meta.dirname, entry: './src/prerender/render-start-pages.tsx' });
