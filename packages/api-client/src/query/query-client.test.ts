import { ApiCancelError, apiErrorFromResponse, networkError, timeoutError } from '../errors/api-error';
import { createSessionStore } from '../session/session-store';
import { DEFAULT_STALE_TIME_MS, connectQueryClientToSession, createQueryClient, onProfileSwitched, shouldRetryQuery } from './query-client';
import { queryKeys } from './query-keys';

describe('createQueryClient defaults', () => {
  it('keeps data fresh for 30 s and does not retry mutations', () => {
    const client = createQueryClient();
    const defaults = client.getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(30_000);
    expect(DEFAULT_STALE_TIME_MS).toBe(30_000);
    expect(defaults.queries?.retry).toBe(shouldRetryQuery);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('lets the caller override one default without losing the others', () => {
    const client = createQueryClient({ defaultOptions: { queries: { staleTime: 5 } } });
    expect(client.getDefaultOptions().queries).toMatchObject({ staleTime: 5, retry: shouldRetryQuery });
  });

  it('retries once on network failures, timeouts and 5xx; never on 4xx or cancel', () => {
    for (const error of [networkError(), timeoutError(), apiErrorFromResponse(500), apiErrorFromResponse(503)]) {
      expect(shouldRetryQuery(0, error)).toBe(true);
      expect(shouldRetryQuery(1, error)).toBe(false);
    }
    for (const error of [400, 401, 403, 404, 408, 422, 429].map((status) => apiErrorFromResponse(status))) {
      expect(shouldRetryQuery(0, error)).toBe(false);
    }
    expect(shouldRetryQuery(0, new ApiCancelError())).toBe(false);
    expect(shouldRetryQuery(0, new RangeError('bug'))).toBe(false);
  });

  it('applies the policy to real queries', async () => {
    const client = createQueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
    let serverCalls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['t', '5xx'],
        queryFn: () => {
          serverCalls += 1;
          throw apiErrorFromResponse(503);
        },
      }),
    ).rejects.toMatchObject({ status: 503 });
    expect(serverCalls).toBe(2);

    let clientCalls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['t', '4xx'],
        queryFn: () => {
          clientCalls += 1;
          throw apiErrorFromResponse(404);
        },
      }),
    ).rejects.toMatchObject({ status: 404 });
    expect(clientCalls).toBe(1);
  });
});

describe('profile switch', () => {
  const keys = queryKeys('profile-switch-test');
  const fund = { id: 'f1', type: 'fund' } as const;

  function seeded() {
    const client = createQueryClient();
    client.setQueryData(keys.scoped(fund, 'team'), ['alice']);
    client.setQueryData(keys.scoped(null, 'inbox'), ['hello']);
    client.setQueryData(keys.key('public-list'), ['x']);
    return client;
  }

  it('onProfileSwitched resets profile-scoped queries only', async () => {
    const client = seeded();
    await onProfileSwitched(client);
    expect(client.getQueryData(keys.scoped(fund, 'team'))).toBeUndefined();
    expect(client.getQueryData(keys.scoped(null, 'inbox'))).toBeUndefined();
    expect(client.getQueryData(keys.key('public-list'))).toEqual(['x']);
  });

  it('spares the entries of the new active profile when told which it is', async () => {
    const client = seeded();
    await onProfileSwitched(client, fund);
    expect(client.getQueryData(keys.scoped(fund, 'team'))).toEqual(['alice']);
    expect(client.getQueryData(keys.scoped(null, 'inbox'))).toBeUndefined();
    const again = seeded();
    await onProfileSwitched(again, null);
    expect(again.getQueryData(keys.scoped(fund, 'team'))).toBeUndefined();
    expect(again.getQueryData(keys.scoped(null, 'inbox'))).toEqual(['hello']);
  });

  it('a connected client follows the session: profile → reset scoped, login/logout → drop all', async () => {
    const store = createSessionStore();
    const client = seeded();
    const disconnect = connectQueryClientToSession(client, store);
    const disconnectAgain = connectQueryClientToSession(client, store);

    store.setActiveProfile({ id: 'i1', type: 'investor' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.getQueryData(keys.scoped(fund, 'team'))).toBeUndefined();
    expect(client.getQueryData(keys.scoped(null, 'inbox'))).toBeUndefined();
    expect(client.getQueryData(keys.key('public-list'))).toEqual(['x']);

    store.setToken('t');
    expect(client.getQueryCache().getAll()).toHaveLength(0);

    client.setQueryData(keys.key('public-list'), ['y']);
    disconnect();
    store.clearSession();
    expect(client.getQueryCache().getAll()).toHaveLength(0);

    client.setQueryData(keys.key('public-list'), ['z']);
    disconnectAgain();
    store.setToken('t2');
    expect(client.getQueryData(keys.key('public-list'))).toEqual(['z']);
  });
});
