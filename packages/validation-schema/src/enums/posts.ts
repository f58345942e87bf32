import * as v from 'valibot';
import { messages } from '../messages';

export const postTags = [
  'Investments',
  'News',
  'PortfolioUpdate',
  'Insights',
  'ClientUpdate',
  'Fundraising',
  'PerformanceUpdate',
  'Traveling',
  'Event',
  'CCReminder',
  'Other',
] as const;
export type PostTag = (typeof postTags)[number];
export const postTagSchema = v.picklist(postTags, messages.invalidPostTag);

export const postVisibilities = ['Public', 'FollowersOnly', 'ProfileAccessOnly', 'LPOnly'] as const;
export type PostVisibility = (typeof postVisibilities)[number];
export const postVisibilitySchema = v.picklist(postVisibilities, messages.invalidPostVisibility);
