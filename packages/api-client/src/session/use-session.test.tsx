/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { act, render, screen } from '@testing-library/react';
import { createSessionStore } from './session-store';
import { useSession } from './use-session';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

function SessionView({ store }: { store: ReturnType<typeof createSessionStore> }) {
  const session = useSession(store);
  return (
    <p>
      {session.isAuthenticated ? `in:${session.token}` : 'out'} {session.expired ? 'expired' : 'live'}{' '}
      {session.activeProfile ? `${session.activeProfile.type}/${session.activeProfile.id}` : 'no-profile'}
    </p>
  );
}

it('re-renders on login, profile switch, expiry and logout', () => {
  const store = createSessionStore();
  render(<SessionView store={store} />);
  expect(screen.getByText('out live no-profile')).toBeTruthy();

  act(() => store.setToken('abc'));
  expect(screen.getByText('in:abc live no-profile')).toBeTruthy();

  act(() => store.setActiveProfile({ id: '7', type: 'serviceProvider' }));
  expect(screen.getByText('in:abc live serviceProvider/7')).toBeTruthy();

  act(() => store.expireSession());
  expect(screen.getByText('out expired serviceProvider/7')).toBeTruthy();

  act(() => store.clearSession());
  expect(screen.getByText('out live no-profile')).toBeTruthy();
});
