import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { signInHref, useSignInHref } from './sign-in-href';

it('encodes the address to come back to', () => {
  expect(signInHref('/fund/northwind?tab=team')).toBe('/login?returnTo=%2Ffund%2Fnorthwind%3Ftab%3Dteam');
});

it('comes back to the page on screen, with its query and hash', () => {
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <MemoryRouter initialEntries={['/settings/profileVisits?period=month#top']}>{children}</MemoryRouter>
  );
  const { result } = renderHook(() => useSignInHref(), { wrapper });
  expect(result.current).toBe('/login?returnTo=%2Fsettings%2FprofileVisits%3Fperiod%3Dmonth%23top');
});
