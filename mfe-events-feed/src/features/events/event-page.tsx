import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import { Breadcrumbs, Link } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { AreaEmptyPage, LinkButton } from '@fundnet/design-system';
import { eventsSubtitle } from './events-page';

/** /event and /event/:eventId: one platform event (none chosen, or not available yet). */
export function EventPage() {
  const { eventId } = useParams();
  return (
    <AreaEmptyPage
      title="Event"
      subtitle={eventsSubtitle}
      breadcrumbs={
        <Breadcrumbs aria-label="Breadcrumb">
          <Link component={RouterLink} to="/events">
            Events
          </Link>
          <span aria-current="page">{eventId ?? 'Event'}</span>
        </Breadcrumbs>
      }
      icon={<EventBusyOutlined />}
      emptyTitle={eventId ? 'This event is not available yet' : 'No event chosen'}
      emptyDescription={
        eventId
          ? 'Event pages arrive with the events work. This address will then show the event’s details, hosts, price, who attends, and its ratings and reviews.'
          : 'Choose an event in the events list to see its details, hosts, price, ratings and reviews.'
      }
      action={<LinkButton to="/events">Browse events</LinkButton>}
    />
  );
}
