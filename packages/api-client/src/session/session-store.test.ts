/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { type SessionEvent, createSessionStore } from './session-store';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

function recorded() {
  const store = createSessionStore();
  const events: SessionEvent[] = [];
  const unsubscribe = store.subscribe((event) => events.push(event));
  return { store, events, reasons: () => events.map((event) => event.reason), unsubscribe };
}

describe('token', () => {
  it('is kept in sessionStorage, or in localStorage when remembered, clearing the other', () => {
    const { store } = recorded();
    store.setToken('tab');
    expect(sessionStorage.getItem('token')).toBe('tab');
    expect(localStorage.getItem('token')).toBeNull();

    store.setToken('remembered', { remember: true });
    expect(localStorage.getItem('token')).toBe('remembered');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(store.getToken()).toBe('remembered');

    store.setToken('tab-again');
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getToken()).toBe('tab-again');
  });

  it('is read from sessionStorage first, then localStorage', () => {
    const store = createSessionStore();
    expect(store.getToken()).toBeNull();
    localStorage.setItem('token', 'local');
    expect(store.getToken()).toBe('local');
    sessionStorage.setItem('token', 'session');
    expect(store.getToken()).toBe('session');
  });

  it('login, logout and expiry are reported to subscribers', () => {
    const { store, events, reasons } = recorded();
    store.setToken('t');
    store.setActiveProfile({ id: 'p1', type: 'investor' });
    store.expireSession();
    expect(store.getToken()).toBeNull();
    expect(store.getActiveProfile()).toEqual({ id: 'p1', type: 'investor' });
    expect(store.getSnapshot()).toMatchObject({ expired: true, isAuthenticated: false });

    store.setToken('t2', { remember: true });
    expect(store.getSnapshot()).toMatchObject({ expired: false, isAuthenticated: true, token: 't2' });

    store.clearSession();
    expect(store.getToken()).toBeNull();
    expect(store.getActiveProfile()).toBeNull();
    expect(localStorage.getItem('activeProfile')).toBeNull();

    expect(reasons()).toEqual(['login', 'profile', 'expired', 'login', 'logout']);
    expect(events[2]?.previous.token).toBe('t');
    expect(events[2]?.session.token).toBeNull();
  });

  it('reports nothing when nothing changed, and nothing after unsubscribe', () => {
    const { store, reasons, unsubscribe } = recorded();
    store.setToken('t');
    store.setToken('t');
    store.clearSession();
    store.clearSession();
    unsubscribe();
    store.setToken('later');
    expect(reasons()).toEqual(['login', 'logout']);
  });
});

describe('active profile', () => {
  it('is persisted in localStorage under activeProfile', () => {
    const store = createSessionStore();
    expect(store.getActiveProfile()).toBeNull();
    store.setActiveProfile({ id: 'f-1', type: 'fund' });
    expect(JSON.parse(localStorage.getItem('activeProfile') ?? 'null')).toEqual({ id: 'f-1', type: 'fund' });
    expect(createSessionStore().getActiveProfile()).toEqual({ id: 'f-1', type: 'fund' });
    store.setActiveProfile(null);
    expect(localStorage.getItem('activeProfile')).toBeNull();
  });

  it('ignores a corrupt stored value and refuses an unknown type', () => {
    const store = createSessionStore();
    localStorage.setItem('activeProfile', '{not json');
    expect(store.getActiveProfile()).toBeNull();
    localStorage.setItem('activeProfile', JSON.stringify({ id: 'x', type: 'startup' }));
    expect(store.getActiveProfile()).toBeNull();
    expect(() => store.setActiveProfile({ id: 'x', type: 'startup' as 'fund' })).toThrow(TypeError);
  });
});

describe('snapshot', () => {
  it('stays the same object until something changes', () => {
    const store = createSessionStore();
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.setToken('t');
    const second = store.getSnapshot();
    expect(second).not.toBe(first);
    expect(second).toEqual({ token: 't', activeProfile: null, isAuthenticated: true, expired: false });
    expect(store.getSnapshot()).toBe(second);
  });
});

describe('other tabs', () => {
  it('a change of localStorage in another tab is reported', () => {
    const { reasons, unsubscribe } = recorded();
    localStorage.setItem('activeProfile', JSON.stringify({ id: 'f-9', type: 'fund' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'activeProfile' }));
    localStorage.setItem('token', 'from-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    unsubscribe();
    localStorage.setItem('token', 'ignored');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(reasons()).toEqual(['profile', 'login', 'logout']);
  });
});

describe('without usable storage', () => {
  it('keeps the session in memory', () => {
    const blocked = () => {
      throw new Error('SecurityError');
    };
    const store = createSessionStore({ sessionStorage: blocked, localStorage: () => undefined });
    store.setToken('t', { remember: true });
    store.setActiveProfile({ id: '1', type: 'fund' });
    expect(store.getToken()).toBe('t');
    expect(store.getActiveProfile()).toEqual({ id: '1', type: 'fund' });
    expect(localStorage.getItem('token')).toBeNull();
  });
});
