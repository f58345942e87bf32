/** @jest-environment ./src/testing/jsdom-fetch-environment.cjs */
import { useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { type ActiveProfile, createSessionStore } from '../session/session-store';
import { useSession } from '../session/use-session';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { QueryProvider } from './query-provider';

const teamKeys = queryKeys('provider-test-team');

it('a profile switch refetches profile-scoped data for the new profile', async () => {
  const store = createSessionStore();
  store.setActiveProfile({ id: 'f1', type: 'fund' });
  const fetchedFor: string[] = [];
  const getTeam = async (profile: ActiveProfile | null) => {
    fetchedFor.push(profile?.id ?? 'none');
    return `team of ${profile?.id ?? 'none'}`;
  };

  function Team() {
    const { activeProfile } = useSession(store);
    const team = useQuery({
      queryKey: teamKeys.scoped(activeProfile, 'list'),
      queryFn: () => getTeam(activeProfile),
    });
    return <p>{team.data ?? 'loading'}</p>;
  }

  const client = createQueryClient();
  render(
    <QueryProvider client={client} session={store}>
      <Team />
    </QueryProvider>,
  );
  expect(await screen.findByText('team of f1')).toBeTruthy();

  act(() => store.setActiveProfile({ id: 'f2', type: 'fund' }));
  expect(await screen.findByText('team of f2')).toBeTruthy();
  // the old profile's entry was reset, not kept around as fresh data
  expect(client.getQueryData(teamKeys.scoped({ id: 'f1', type: 'fund' }, 'list'))).toBeUndefined();
  expect(fetchedFor).toEqual(['f1', 'f2']);
});
