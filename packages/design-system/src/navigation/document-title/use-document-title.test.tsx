import { renderHook } from '@testing-library/react';
import { useDocumentTitle } from './use-document-title';

beforeEach(() => {
  document.title = 'Fundnet';
});

it('sets "<title> · Fundnet" and follows a new title', () => {
  const { rerender } = renderHook(({ title }) => useDocumentTitle(title), { initialProps: { title: 'Feed' } });
  expect(document.title).toBe('Feed · Fundnet');
  rerender({ title: 'Events' });
  expect(document.title).toBe('Events · Fundnet');
});

it('leaves the title in place when the page goes away, by default', () => {
  const { unmount } = renderHook(() => useDocumentTitle('Data room'));
  unmount();
  expect(document.title).toBe('Data room · Fundnet');
});

it('puts the previous title back on unmount when asked to', () => {
  const { unmount } = renderHook(() => useDocumentTitle('About us', { restoreOnUnmount: true }));
  expect(document.title).toBe('About us · Fundnet');
  unmount();
  expect(document.title).toBe('Fundnet');
});
