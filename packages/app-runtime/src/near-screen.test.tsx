import { render, screen } from '@testing-library/react';
// Importing the test utilities replaces IntersectionObserver with a mock this file drives.
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { NearScreen } from './near-screen';

it('holds the place with the placeholder until the place comes near the screen, then renders the part for good', () => {
  const parts: string[] = [];
  function Grid() {
    parts.push('rendered');
    return <table aria-label="Investments" />;
  }
  render(
    <NearScreen placeholder={<div data-testid="grid-place" style={{ height: 560 }} />}>
      <Grid />
    </NearScreen>,
  );
  expect(screen.getByTestId('grid-place')).toBeInTheDocument();
  expect(parts).toEqual([]);

  mockAllIsIntersecting(true);
  expect(screen.getByRole('table', { name: 'Investments' })).toBeInTheDocument();
  expect(screen.queryByTestId('grid-place')).not.toBeInTheDocument();
  mockAllIsIntersecting(false);
  expect(screen.getByRole('table', { name: 'Investments' })).toBeInTheDocument();
});
