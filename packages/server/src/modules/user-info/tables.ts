import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/tables';

/** Personal details a user gives during onboarding and in User details (one row per user). */
export const userInfo = pgTable('user_info', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  countryOfResidence: text('country_of_residence'),
  describesYouBest: text('describes_you_best'),
  jobTitle: text('job_title'),
  companyName: text('company_name'),
  linkedinUrl: text('linkedin_url'),
  pointsOfInterest: jsonb('points_of_interest').$type<string[]>().notNull().default([]),
  investorStyle: text('investor_style'),
  /** Link to the user's record in the CRM; only administrators set it (PUT user-info/{id}). */
  crmLink: text('crm_link'),
  /** Onboarding progress (issue 11.6): the profile type being set up under /join, null when none. */
  onboardingProfileType: text('onboarding_profile_type'),
  /** The user chose to verify their phone later. */
  smsVerificationSkipped: boolean('sms_verification_skipped').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
