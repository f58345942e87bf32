// Referral links of the administration console (administration/referral-links, referral-link, invite-link/generate).
export { ReferralLinksPage } from './referral-links-page';
