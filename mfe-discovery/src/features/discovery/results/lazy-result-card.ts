import { lazyPage } from '@fundnet/app-runtime';
import { createElement } from 'react';
import { ResultCardSkeleton } from './result-card-skeleton';

/**
 * A result's card (chips, avatar, tooltips, follow and favourite) renders once results have arrived: the page's heading
 * and filters do not wait for its code, which the pages showing results preload after their first paint
 * (usePreloadAfterPaint) while the results are fetched. Until it is there, each card's place is its skeleton.
 */
export const ResultCard = lazyPage(() => import('./result-card'), 'ResultCard', createElement(ResultCardSkeleton));
