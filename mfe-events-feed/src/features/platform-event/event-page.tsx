import {
  downloadEventIcs,
  type PlatformEvent,
  useAttendEvent,
  useBookmarkEvent,
  useDeletePlatformEvent,
  useEventRatings,
  useMe,
  useMyEventReview,
  usePlatformEvent,
  useSession,
} from '@fundnet/api-client';
import {
  EmptyState,
  ErrorPanel,
  LinkButton,
  LoadingState,
  PageContainer,
  PageHeader,
  SectionCard,
  useSignInHref,
  useDocumentTitle,
  useNotify,
} from '@fundnet/design-system';
import { eventReviewCriteria, eventReviewCriterionLabels, geographyOptions, strategyTypeOptions } from '@fundnet/validation-schema';
import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import BookmarkOutlined from '@mui/icons-material/BookmarkOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import {
  Alert,
  Box,
  Breadcrumbs,
  Button,
  Chip,
  Divider,
  Link,
  Rating,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { EventFormDialog } from './event-form-dialog';
import { eventsSubtitle } from './events-page';
import { eventWhen, formatLabel, hasStarted, priceLabel, typeLabel } from './format';
import { HostsDialog } from './hosts-dialog';
import { ReviewFormDialog } from './review-form-dialog';

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

const LINKS: Array<[keyof PlatformEvent, string]> = [
  ['eventUrl', 'Event website'],
  ['hostUrl', 'Host website'],
  ['buyTicketsServiceUrl', 'Buy tickets'],
  ['lpTicketDetailsUrl', 'LP ticket details'],
  ['gpTicketDetailsUrl', 'GP ticket details'],
  ['attendeesListURL', 'Attendees list'],
  ['lpAttendingListUrl', 'LPs attending'],
  ['gpAttendingListUrl', 'GPs attending'],
  ['otherAttendingListUrl', 'Others attending'],
];

/** /event: no event chosen. */
function NoEventChosen() {
  useDocumentTitle('Event');
  return (
    <PageContainer>
      <PageHeader title="Event" subtitle={eventsSubtitle} />
      <EmptyState
        icon={<EventBusyOutlined />}
        title="No event chosen"
        description="Choose an event in the events list to see its details, hosts, price, ratings and reviews."
        action={<LinkButton to="/events">Browse events</LinkButton>}
      />
    </PageContainer>
  );
}

/** /event and /event/:eventId: one platform event with its side events, attendance, calendar and reviews. */
export function EventPage() {
  const { eventId } = useParams();
  if (!eventId) return <NoEventChosen />;
  return <EventDetail eventId={eventId} />;
}

function EventDetail({ eventId }: { eventId: string }) {
  const session = useSession();
  const signedIn = session.isAuthenticated;
  const me = useMe({ enabled: signedIn });
  const isAdmin = me.data?.user.isAdmin ?? false;
  const notify = useNotify();
  const navigate = useNavigate();
  const signInHref = useSignInHref();
  const detail = usePlatformEvent(eventId, { retry: false });
  const [dialog, setDialog] = useState<'edit' | 'side' | 'hosts' | 'review' | null>(null);
  const bookmark = useBookmarkEvent();
  const attend = useAttendEvent(eventId);
  const remove = useDeletePlatformEvent(eventId);
  const myReview = useMyEventReview(eventId, signedIn);
  useDocumentTitle(detail.data?.event.eventName ?? 'Event');

  if (detail.isPending) return <LoadingState label="Loading the event" />;
  if (detail.isError) {
    return (
      <PageContainer>
        <PageHeader title="Event" subtitle={eventsSubtitle} />
        {detail.error.status === 404 || detail.error.status === 422 ? (
          <EmptyState
            icon={<EventBusyOutlined />}
            title="This event does not exist"
            description="It may have been removed by its host. Find another event in the events list."
            action={<LinkButton to="/events">Browse events</LinkButton>}
          />
        ) : (
          <ErrorPanel message={detail.error.message} onRetry={() => detail.refetch()} />
        )}
      </PageContainer>
    );
  }
  const { event, mainEvent, sideEvents } = detail.data;
  const canEdit = event.me?.canEdit ?? false;
  const started = hasStarted(event);

  const addToCalendar = async () => {
    const blob = await downloadEventIcs(event.id);
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `${
      event.eventName
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'event'
    }.ics`;
    a.click();
    URL.revokeObjectURL(url);
  };

  return (
    <PageContainer>
      <PageHeader
        title={event.eventName}
        subtitle={`${eventWhen(event)} · ${event.eventFormat === 'Online' ? 'Online' : event.eventCityCountry}`}
        breadcrumbs={
          <Breadcrumbs aria-label="Breadcrumb">
            <Link component={RouterLink} to="/events">
              Events
            </Link>
            {mainEvent && (
              <Link component={RouterLink} to={`/event/${mainEvent.id}`}>
                {mainEvent.eventName}
              </Link>
            )}
            <span aria-current="page">{event.eventName}</span>
          </Breadcrumbs>
        }
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="outlined" startIcon={<EventAvailableOutlined />} onClick={addToCalendar}>
              Add to calendar
            </Button>
            {signedIn && (
              <Button
                variant={event.me?.bookmarked ? 'contained' : 'outlined'}
                startIcon={event.me?.bookmarked ? <BookmarkOutlined /> : <BookmarkBorderOutlined />}
                aria-pressed={event.me?.bookmarked ?? false}
                onClick={() => bookmark.mutate({ id: eventId, on: !event.me?.bookmarked })}
              >
                {event.me?.bookmarked ? 'Bookmarked' : 'Bookmark'}
              </Button>
            )}
            {canEdit && (
              <Button variant="outlined" onClick={() => setDialog('edit')}>
                Edit event
              </Button>
            )}
            {canEdit && !event.isSideEvent && (
              <Button variant="outlined" onClick={() => setDialog('side')}>
                Add side event
              </Button>
            )}
            {isAdmin && (
              <Button variant="outlined" onClick={() => setDialog('hosts')}>
                Hosts
              </Button>
            )}
            {canEdit && (
              <Button
                color="error"
                onClick={async () => {
                  if (!window.confirm(`Delete ${event.eventName}${sideEvents.length ? ' and its side events' : ''}?`)) return;
                  await remove.mutateAsync(undefined);
                  notify.success('Event deleted');
                  navigate(mainEvent ? `/event/${mainEvent.id}` : '/events');
                }}
              >
                Delete
              </Button>
            )}
          </Stack>
        }
      />

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Stack spacing={3}>
          <Box
            component="img"
            src={event.eventImageCropped ?? event.eventImageOriginal}
            alt={`${event.eventName} image`}
            sx={{ width: '100%', maxHeight: 320, objectFit: 'cover', borderRadius: 2 }}
          />
          <SectionCard title="About this event">
            <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
              <Chip label={typeLabel(event.eventType)} />
              <Chip variant="outlined" label={formatLabel(event.eventFormat)} />
              {event.stakeholderType.map((s) => (
                <Chip key={s.value} variant="outlined" size="small" label={s.label} />
              ))}
            </Stack>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{event.eventDescription}</Typography>
            <Divider sx={{ my: 2 }} />
            <Typography variant="body2">
              <strong>Host:</strong> {event.hostName}
            </Typography>
            <Typography variant="body2">
              <strong>Keywords:</strong> {event.keywords.join(', ')}
            </Typography>
            {event.regions.length > 0 && (
              <Typography variant="body2">
                <strong>Regions:</strong> {event.regions.map((r) => labelOf(geographyOptions, r)).join(', ')}
              </Typography>
            )}
            {event.assetClasses.length > 0 && (
              <Typography variant="body2">
                <strong>Asset classes:</strong> {event.assetClasses.map((a) => labelOf(strategyTypeOptions, a)).join(', ')}
              </Typography>
            )}
            <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }}>
              {LINKS.filter(([key]) => event[key]).map(([key, label]) => (
                <Link key={key} href={event[key] as string} target="_blank" rel="noopener noreferrer">
                  {label}
                </Link>
              ))}
            </Stack>
          </SectionCard>
          {!event.isSideEvent && (
            <SectionCard title="Side events">
              {sideEvents.length === 0 ? (
                <Typography color="text.secondary">No side events yet.</Typography>
              ) : (
                <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} spacing={1}>
                  {sideEvents.map((side) => (
                    <li key={side.id}>
                      <Link component={RouterLink} to={`/event/${side.id}`}>
                        {side.eventName}
                      </Link>{' '}
                      <Typography component="span" variant="body2" color="text.secondary">
                        {eventWhen(side)} · {side.eventFormat === 'Online' ? 'Online' : side.eventCityCountry}
                      </Typography>
                    </li>
                  ))}
                </Stack>
              )}
            </SectionCard>
          )}
          <ReviewsSection event={event} onWrite={() => setDialog('review')} />
        </Stack>
        <Stack spacing={3}>
          <SectionCard title="Attendance">
            <Typography variant="h4" component="p">
              {event.counts.lpAttending} <Typography component="span">LP</Typography> · {event.counts.gpAttending}{' '}
              <Typography component="span">GP</Typography>
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {event.counts.otherAttending} others · {event.counts.bookmarks} bookmarked
            </Typography>
            {signedIn ? (
              <>
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  color="primary"
                  aria-label="My attendance"
                  value={event.me?.attendance ?? null}
                  onChange={(_e, value: 'attending' | 'attended' | null) =>
                    attend.mutate(value, { onError: (error) => notify.error(error.message) })
                  }
                >
                  <ToggleButton value="attending">I attend</ToggleButton>
                  <ToggleButton value="attended" disabled={!started}>
                    I attended
                  </ToggleButton>
                </ToggleButtonGroup>
                <Typography variant="caption" color="text.secondary" sx={{ mt: 1, display: 'block' }}>
                  Counted as LP or GP from your active profile. Choose again to withdraw.
                </Typography>
              </>
            ) : (
              <Typography variant="body2">
                <Link component={RouterLink} to={signInHref}>
                  Sign in
                </Link>{' '}
                to record your attendance, bookmark and review events.
              </Typography>
            )}
          </SectionCard>
          <SectionCard title="Tickets">
            <Typography variant="body2">LP: {priceLabel(event.lpTicketPrice, event.ticketCurrency)}</Typography>
            <Typography variant="body2">GP: {priceLabel(event.gpTicketPrice, event.ticketCurrency)}</Typography>
          </SectionCard>
          {signedIn && myReview.data && !myReview.data.canReview && !myReview.data.review && (
            <Alert severity="info">{myReview.data.reason}</Alert>
          )}
        </Stack>
      </Box>
      {dialog === 'edit' && <EventFormDialog open event={event} onClose={() => setDialog(null)} />}
      {dialog === 'side' && <EventFormDialog open mainEvent={event} onClose={() => setDialog(null)} />}
      {dialog === 'hosts' && <HostsDialog event={event} onClose={() => setDialog(null)} />}
      {dialog === 'review' && myReview.data && (
        <ReviewFormDialog event={event} review={myReview.data.review} onClose={() => setDialog(null)} />
      )}
    </PageContainer>
  );
}

/** Averages per criterion and every review; the write / edit button for who may review. */
function ReviewsSection({ event, onWrite }: { event: PlatformEvent; onWrite: () => void }) {
  const session = useSession();
  const ratings = useEventRatings(event.id);
  const mine = useMyEventReview(event.id, session.isAuthenticated);
  const canWrite = mine.data?.canReview || Boolean(mine.data?.review);
  return (
    <SectionCard
      title="Ratings and reviews"
      actions={
        canWrite && (
          <Button variant="contained" onClick={onWrite}>
            {mine.data?.review ? 'Edit my review' : 'Write a review'}
          </Button>
        )
      }
    >
      {ratings.isPending ? (
        <LoadingState compact label="Loading reviews" />
      ) : ratings.isError ? (
        <ErrorPanel message={ratings.error.message} onRetry={() => ratings.refetch()} />
      ) : ratings.data.count === 0 ? (
        <Typography color="text.secondary">No reviews yet. People who attended can review the event once it has started.</Typography>
      ) : (
        <>
          <Box
            component="dl"
            aria-label="Average ratings"
            sx={{ display: 'grid', gridTemplateColumns: 'auto auto auto', columnGap: 2, rowGap: 0.5, alignItems: 'center', m: 0 }}
          >
            {(['generalRating', ...eventReviewCriteria] as const).map((key) => {
              const value = ratings.data.averages[key];
              const label = key === 'generalRating' ? 'General rating' : eventReviewCriterionLabels[key];
              return (
                <Box key={key} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2">
                    {label}
                  </Typography>
                  <Rating value={value ?? 0} precision={0.1} readOnly size="small" aria-hidden />
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {value === null ? '–' : value.toFixed(1)}
                  </Typography>
                </Box>
              );
            })}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {ratings.data.count} {ratings.data.count === 1 ? 'review' : 'reviews'}
          </Typography>
          <Divider sx={{ my: 2 }} />
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Reviews">
            {ratings.data.items.map((review) => (
              <li key={review.id}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Rating value={review.generalRating} readOnly size="small" aria-label={`${review.generalRating} of 5`} />
                  <Typography variant="subtitle2">{review.shortFeedback}</Typography>
                  {review.mine && <Chip size="small" label="Your review" />}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {review.reviewerName}, {review.reviewerCompanyName} ·{' '}
                  {review.analysisPerspective === 'haveAttended' ? 'attended' : 'did not attend'}
                </Typography>
                <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
                  {review.generalFeedback}
                </Typography>
              </li>
            ))}
          </Stack>
        </>
      )}
    </SectionCard>
  );
}
