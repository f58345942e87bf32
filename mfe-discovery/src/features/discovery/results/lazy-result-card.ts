import { lazyPage } from '@fundnet/app-runtime';

/**
 * A result's card (chips, avatar, tooltips, follow and favourite) renders once results have arrived: the page's heading
 * and filters do not wait for its code, which the pages showing results preload after their first paint
 * (usePreloadAfterPaint) while the results are fetched.
 */
export const ResultCard = lazyPage(() => import('./result-card'), 'ResultCard');
