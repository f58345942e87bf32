import EventOutlined from '@mui/icons-material/EventOutlined';
import { AreaEmptyPage } from '@fundnet/design-system';

/** What the events area does. */
export const eventsSubtitle =
  'Conferences, meetups and webinars for the private-markets community, rated and reviewed by the people who attended them.';

/** /events: platform events (none yet). */
export function EventsPage() {
  return (
    <AreaEmptyPage
      title="Events"
      subtitle={eventsSubtitle}
      icon={<EventOutlined />}
      emptyTitle="No events yet"
      emptyDescription="No event has been published yet. When events open, you will find them here."
      needsSignIn
      capabilities={[
        'Filter events by group, stakeholders, regions, asset class, format, keywords and dates',
        'Sort by upcoming, most LPs attending, most GPs attending, or lowest price for GPs or LPs',
        'Bookmark events, and find the ones you have or have not attended',
        'Rate and review the events you attended',
      ]}
    />
  );
}
