import { renderAt } from '@fundnet/app-runtime/testing';
import { screen } from '@testing-library/react';
import { EventCard } from './event-card';
import { eventGridColumns } from './events-page';
import { anEvent, mine } from './testing';

// Issue 34.11: at 390 px the cards were 509 px wide (titles, prices and the bookmark cut off). jsdom does no layout, so
// these tests hold the CSS that lets a card shrink to its column: a flex child with the default `min-width: auto` is
// as wide as its content, and a `1fr` grid track as wide as its widest card.

const longName = 'Private Markets Allocator Summit Europe: Secondaries, Co-investments and Continuation Vehicles 2026';

function renderCard() {
  renderAt('/events', <EventCard event={anEvent(1, { eventName: longName, me: mine() })} onBookmark={() => undefined} />);
  return screen.getByRole('article', { name: longName });
}

it('never grows past its column: the card and every flex child along the way may shrink', () => {
  const card = renderCard();
  expect(card).toHaveStyle({ maxWidth: '100%', minWidth: '0' });
  expect(screen.getByRole('link')).toHaveStyle({ minWidth: '0' });
  expect(card.querySelector('.MuiCardContent-root')).toHaveStyle({ minWidth: '0', overflowWrap: 'anywhere' });
});

it('wraps a long name onto two lines instead of one line cut at the edge, and keeps the bookmark on the card', () => {
  renderCard();
  const name = screen.getByRole('heading', { level: 2, name: longName });
  expect(name).not.toHaveStyle({ whiteSpace: 'nowrap' });
  expect(name).toHaveStyle({ overflow: 'hidden', WebkitLineClamp: '2' });
  const bookmark = screen.getByRole('button', { name: `Bookmark ${longName}` });
  expect(bookmark.parentElement).toHaveStyle({ flexShrink: '0' });
});

it('lays the list out in tracks that a card cannot widen', () => {
  // `minmax(0, 1fr)`, not `1fr` (which is `minmax(auto, 1fr)`: at least the widest card's content).
  expect(eventGridColumns).toEqual({ xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' });
});
