import * as v from 'valibot';
import { closingGoalSchema } from './commitments';
import { dataRoomStatisticsReply } from './data-room';
import { trackRecordDashboardReply } from './track-record';

/**
 * Contract of GET api/fundraising-dashboard (product §2 "Dashboard", forms §2). Every figure is read from the family that
 * owns it (profile-view, profile-sections, fund-custom-profile-link, track-record, data-room, commitments), never recomputed.
 */
export const fundraisingDashboardReply = v.object({
  visits: v.object({ total: v.number(), thisWeek: v.number(), thisMonth: v.number() }),
  /** Profile data density 0..100 (fund-info density). */
  density: v.number(),
  /** The most visited share links of the profile (name, visits, last updated), at most 5. */
  profileLinks: v.array(
    v.object({ id: v.string(), name: v.string(), visits: v.number(), lastVisitAt: v.nullable(v.string()), updatedAt: v.string() }),
  ),
  trackRecords: trackRecordDashboardReply.entries.trackRecords,
  recentGraduations: trackRecordDashboardReply.entries.recentGraduations,
  /** The analytics of the fund’s default data room (else its oldest room); null without a room. */
  dataRoom: v.nullable(dataRoomStatisticsReply),
  closes: v.object({ first: v.nullable(closingGoalSchema), final: v.nullable(closingGoalSchema) }),
});
export type FundraisingDashboard = v.InferOutput<typeof fundraisingDashboardReply>;
