import * as v from 'valibot';
import { messages } from '../messages';

/**
 * The six rating groups of the fund rating sheet (portfolio fit, track record, strategy and future
 * performance, processes governance and other, team, risk). They are also the weak spots a
 * feedback giver can select.
 */
export const feedbackCategories = ['portfolioFit', 'trackRecord', 'strategy', 'processes', 'team', 'risk'] as const;
export type FeedbackCategory = (typeof feedbackCategories)[number];
export const feedbackCategorySchema = v.picklist(feedbackCategories, messages.invalidFeedbackCategory);
