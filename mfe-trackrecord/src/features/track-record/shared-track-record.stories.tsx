import { type ApiHandler, errorReply, narrow, pending, screenStory, signedIn, type StorySession } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SharedTrackRecord } from './shared-track-record';
import { fund, investmentRows, investor, recordId, type TrackRecordWorld, trackRecord, trackRecordApi, trackRecordWorld } from './testing';

// A track record in a share link's scope, on the link's shared page (the parcel ./parcels/shared-track-record, ADR 0054
// and 0056), on the api/track-record fixtures of ./testing. The fund hides it from its public profile: only the link shows it.
const meta = {
  title: 'Track record/Shared through a link',
  component: SharedTrackRecord,
  args: { id: recordId(1), resourceName: 'Northwind Fund I', visitorToken: 'story-visitor-token', preview: false },
} satisfies Meta<typeof SharedTrackRecord>;

export default meta;
type Story = StoryObj<typeof meta>;

const route = { at: '/fund/shared/Qm9va2VkU2hhcmVMaW5rMDE' };
const ONE = `GET /api/track-record/${recordId(1)}`;
const hidden = (change: Partial<TrackRecordWorld> = {}) => trackRecordWorld({ records: [trackRecord(1, { visible: false })], ...change });

/** The track record from `world`; `one` answers its own read instead (loading, not shared, error). */
const shared = (session: StorySession, world: TrackRecordWorld, one?: ApiHandler) =>
  screenStory({
    route,
    session,
    api: (request) => (one && `${request.method} ${request.path}` === ONE ? one(request) : trackRecordApi(world)(request)),
  });

/** A signed-out visitor who passed the link's gates: metrics, investments (with the export) and charts. */
export const Visitor: Story = { ...shared('visitor', hidden()) };
/** A signed-in investor visiting the link: the reads go as the link's visitor, not as their profile. */
export const SignedInVisitor: Story = { ...shared(signedIn(investor), hidden()) };
/** The fund's "preview as recipient": no token, read as the fund, shown as recipients see it. */
export const OwnerPreview: Story = {
  args: { visitorToken: null, preview: true },
  ...shared(signedIn(fund), hidden({ hiddenColumns: ['website', 'description'] })),
};
export const Loading: Story = { ...shared('visitor', hidden(), () => pending) };
/** The fund took it out of the link's scope (or deleted it) since the page loaded. */
export const NoLongerShared: Story = {
  ...shared('visitor', hidden(), () => errorReply(404, 'This track record does not exist.')),
};
export const Failed: Story = {
  ...shared('visitor', hidden(), () => errorReply(503, 'Track records are not available right now.')),
};
/** A long name and a long sheet. */
export const LongContent: Story = {
  args: { resourceName: 'Northwind Growth & Opportunities Fund III — Continuation Vehicle (2017–2021 vintage)' },
  ...shared(
    'visitor',
    hidden({
      records: [
        trackRecord(1, { visible: false, name: 'Northwind Growth & Opportunities Fund III — Continuation Vehicle (2017–2021 vintage)' }),
      ],
      rows: investmentRows(30),
    }),
  ),
};
export const Narrow: Story = { ...Visitor, ...narrow };
