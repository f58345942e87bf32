import type { PlatformEvent } from '@fundnet/api-client';
import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import BookmarkOutlined from '@mui/icons-material/BookmarkOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import StarRounded from '@mui/icons-material/StarRounded';
import { Box, Card, CardActionArea, CardContent, CardMedia, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { eventWhen, formatLabel, isPast, priceLabel, typeLabel } from './format';

export interface EventCardProps {
  event: PlatformEvent;
  /** Toggles the bookmark (signed-in only). */
  onBookmark?: (event: PlatformEvent) => void;
}

/**
 * One event of the list: image, name, when and where, type, format, LP / GP attendance, prices and rating.
 * The card never grows past its column (a phone is 390 px wide): every flex child may shrink (`minWidth: 0`), the
 * name wraps onto two lines at most and long words break, so the bookmark stays on screen.
 */
export function EventCard({ event, onBookmark }: EventCardProps) {
  const bookmarked = event.me?.bookmarked ?? false;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={`event-${event.id}-name`}
      sx={{ display: 'flex', height: '100%', maxWidth: '100%', minWidth: 0 }}
    >
      <CardActionArea
        component={RouterLink}
        to={`/event/${event.id}`}
        sx={{ display: 'flex', alignItems: 'stretch', flex: 1, minWidth: 0 }}
      >
        <CardMedia
          component="img"
          image={event.eventImageCropped ?? event.eventImageOriginal}
          alt=""
          sx={{ width: { xs: 72, sm: 160 }, objectFit: 'cover', flexShrink: 0 }}
        />
        <CardContent sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', p: { xs: 1.5, sm: 2 } }}>
          <Stack direction="row" spacing={1} sx={{ mb: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
            <Chip size="small" label={typeLabel(event.eventType)} />
            <Chip size="small" variant="outlined" label={formatLabel(event.eventFormat)} />
            {isPast(event) && <Chip size="small" color="default" variant="outlined" label="Past" />}
            {event.me?.attendance && (
              <Chip size="small" color="success" label={event.me.attendance === 'attended' ? 'I attended' : 'I attend'} />
            )}
          </Stack>
          <Typography
            id={`event-${event.id}-name`}
            variant="h6"
            component="h2"
            // Two lines, then an ellipsis: the whole name on most events, and never wider than the card.
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {event.eventName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {eventWhen(event)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
            <PlaceOutlined fontSize="inherit" sx={{ flexShrink: 0 }} /> {event.eventFormat === 'Online' ? 'Online' : event.eventCityCountry}{' '}
            · {event.hostName}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, mt: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" aria-label="Attendance">
              <strong>{event.counts.lpAttending}</strong> LP · <strong>{event.counts.gpAttending}</strong> GP attending
            </Typography>
            <Typography variant="body2">
              LP {priceLabel(event.lpTicketPrice, event.ticketCurrency)} · GP {priceLabel(event.gpTicketPrice, event.ticketCurrency)}
            </Typography>
            {event.averageRating !== null && (
              <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center' }} aria-label={`Rated ${event.averageRating} of 5`}>
                <StarRounded fontSize="small" color="warning" /> {event.averageRating} ({event.counts.reviews})
              </Typography>
            )}
          </Box>
        </CardContent>
      </CardActionArea>
      {onBookmark && (
        <Box sx={{ p: { xs: 0.5, sm: 1 }, flexShrink: 0 }}>
          <Tooltip title={bookmarked ? 'Remove bookmark' : 'Bookmark'}>
            <IconButton
              aria-label={`${bookmarked ? 'Remove bookmark of' : 'Bookmark'} ${event.eventName}`}
              aria-pressed={bookmarked}
              onClick={() => onBookmark(event)}
            >
              {bookmarked ? <BookmarkOutlined color="primary" /> : <BookmarkBorderOutlined />}
            </IconButton>
          </Tooltip>
        </Box>
      )}
    </Card>
  );
}
