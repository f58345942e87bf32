/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useSearchParamsUpdate } from './use-search-params-update';

let update: ReturnType<typeof useSearchParamsUpdate>[1];

function Filters() {
  const [params, change] = useSearchParamsUpdate();
  update = change;
  const location = useLocation();
  return (
    <p>
      <span data-testid="search">{location.search}</span>
      <span data-testid="action">{params.get('action') ?? ''}</span>
    </p>
  );
}

it('keeps both of two changes made before the page renders again (a select, then the search box)', async () => {
  render(
    <MemoryRouter initialEntries={['/admin/activity?page=3']}>
      <Filters />
    </MemoryRouter>,
  );
  await act(async () => {
    update((next) => {
      next.set('action', 'admin.userRevoked');
      next.delete('page');
    });
    update((next) => next.set('search', 'ann@example.test'));
  });
  expect(screen.getByTestId('search').textContent).toBe('?action=admin.userRevoked&search=ann%40example.test');
  expect(screen.getByTestId('action').textContent).toBe('admin.userRevoked');
});

it('starts from a navigation that happened elsewhere (back, a link)', async () => {
  render(
    <MemoryRouter initialEntries={['/events?group=past']}>
      <Filters />
    </MemoryRouter>,
  );
  await act(async () => update((next) => next.set('sort', 'upcoming')));
  expect(screen.getByTestId('search').textContent).toBe('?group=past&sort=upcoming');
});
