/** @jest-environment ./src/testing/jsdom-fetch-environment.cjs */
// The profile-family calls (one implementation for fund-info, investor-info and service-provider) against a real
// HTTP server whose replies are built from the API contract, and the refreshes their mutation hooks own.
import { QueryClient, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { apiClient } from '../http/api-client';
import { profileNdaKeys } from '../profile-nda/keys';
import { QueryProvider } from '../query/query-provider';
import { sessionStore } from '../session/session-store';
import { type RecordedRequest, replyFromContract, startTestServer, type TestServer } from '../testing/test-server.cjs';
import {
  checkExistingProfiles,
  createProfileInfo,
  deleteProfileInfo,
  editProfileAdminSection,
  editProfileSection,
  getProfileDensity,
  getProfileInfo,
  getProfileSection,
  getPublicProfile,
  prefillProfile,
  profileFamilyKeys,
  profileInfoQueryOptions,
  profileSectionQueryOptions,
  publicProfileQueryOptions,
  recordProfileAccessAttempt,
  submitProfileInfo,
  unlockProfileSection,
  updateProfileStatus,
  useEditProfileSection,
  useUpdateProfileStatus,
} from './index';

const fund = { id: '00000000-0000-4000-8000-0000000000aa', type: 'fund' } as const;
const investor = { id: '00000000-0000-4000-8000-0000000000cc', type: 'investor' } as const;
const provider = { id: '00000000-0000-4000-8000-0000000000dd', type: 'serviceProvider' } as const;
let server: TestServer;
let last: RecordedRequest;

beforeAll(async () => {
  server = await startTestServer((request) => {
    last = request;
    return replyFromContract(request);
  });
  apiClient.configure({ baseUrl: server.url });
});

afterAll(async () => {
  sessionStore.setActiveProfile(null);
  await server.close();
});

it('sends each call of each family to its method and path, acting as the given profile', async () => {
  const families = [
    [fund, 'fund-info', 'fund-terms', { fundraisingStatus: 'closed', keyDate: '2026-01-31' }],
    [investor, 'investor-info', 'investor-details', { investmentStatus: 'ActivelyInvesting' }],
    [provider, 'service-provider', 'overview', { providerStatus: 'AcceptingClients' }],
  ] as const;
  for (const [profile, family, section, status] of families) {
    await getProfileInfo(profile);
    expect(last).toMatchObject({ method: 'GET', path: `/api/${family}` });
    expect(last.headers).toMatchObject({ 'meta-profile-id': profile.id, 'meta-profile-type': profile.type });
    await getProfileSection(profile, section);
    expect(last).toMatchObject({ method: 'GET', path: `/api/${family}/get/${section}` });
    await editProfileSection({ profile, section: 'hidden-fields', data: { fields: [] } });
    expect(last).toMatchObject({ method: 'PATCH', path: `/api/${family}/edit/hidden-fields` });
    expect(JSON.parse(last.body)).toEqual({ fields: [] });
    await editProfileAdminSection({ profile, data: { verified: 'Yes', featured: 'No' } });
    expect(last).toMatchObject({ method: 'PATCH', path: `/api/${family}/edit/admin-section` });
    await updateProfileStatus({ profile, data: status });
    expect(last).toMatchObject({ method: 'PATCH', path: `/api/${family}/status` });
    expect(JSON.parse(last.body)).toEqual(status);
    await submitProfileInfo(profile);
    expect(last).toMatchObject({ method: 'POST', path: `/api/${family}/submit` });
    await getProfileDensity(profile);
    expect(last).toMatchObject({ method: 'GET', path: `/api/${family}/density` });
    await deleteProfileInfo(profile);
    expect(last).toMatchObject({ method: 'DELETE', path: `/api/${family}/${profile.id}` });
    expect(last.headers['meta-profile-id']).toBe(profile.id);
  }
});

it('creates, prefills and checks for duplicates acting as no profile', async () => {
  sessionStore.setActiveProfile(investor);
  await createProfileInfo('fund', { name: 'Ember Creek Ventures I', sections: { overview: { blurbAndSummary: 'Hi' } } });
  expect(last).toMatchObject({ method: 'POST', path: '/api/fund-info' });
  expect(last.headers['meta-profile-id']).toBeUndefined();
  expect(JSON.parse(last.body)).toEqual({ name: 'Ember Creek Ventures I', sections: { overview: { blurbAndSummary: 'Hi' } } });
  await prefillProfile('serviceProvider', { websiteUrl: 'https://northwind.vc' });
  expect(last).toMatchObject({ method: 'POST', path: '/api/service-provider/prefill' });
  expect(last.headers['meta-profile-id']).toBeUndefined();
  await checkExistingProfiles('investor', { name: 'Northwind', website: '' });
  expect(last).toMatchObject({ method: 'GET', path: '/api/investor-info/check-existing', query: { name: 'Northwind' } });
  sessionStore.setActiveProfile(null);
});

it('reads public views with or without a viewer, unlocks sections and records attempts', async () => {
  await getPublicProfile('fund', 'northwind-ventures-ii', investor);
  expect(last).toMatchObject({ method: 'GET', path: '/api/fund-info/public/northwind-ventures-ii' });
  expect(last.headers['meta-profile-id']).toBe(investor.id);
  await getPublicProfile('investor', 'quill', null);
  expect(last).toMatchObject({ path: '/api/investor-info/public/quill' });
  expect(last.headers['meta-profile-id']).toBeUndefined();
  await unlockProfileSection({ type: 'fund', profileId: fund.id, section: 'portfolio', viewer: investor });
  expect(last).toMatchObject({ method: 'POST', path: `/api/fund-info/unlock-section/${fund.id}` });
  expect(last.headers['meta-profile-id']).toBe(investor.id);
  expect(JSON.parse(last.body)).toEqual({ section: 'portfolio' });
  await recordProfileAccessAttempt({ type: 'serviceProvider', profileId: provider.id, section: null });
  expect(last).toMatchObject({ method: 'POST', path: `/api/service-provider/attempted-request-access/${provider.id}` });
});

it('keys each family under its own root, profile-scoped', () => {
  expect(profileInfoQueryOptions(fund).queryKey).toEqual(['fund-info', 'owner-view', { profileScope: `fund:${fund.id}` }]);
  expect(profileSectionQueryOptions(investor, 'portfolio').queryKey).toEqual([
    'investor-info',
    'section',
    'portfolio',
    { profileScope: `investor:${investor.id}` },
  ]);
  expect(publicProfileQueryOptions('serviceProvider', 'x', null).queryKey).toEqual([
    'service-provider',
    'public',
    'x',
    { profileScope: null },
  ]);
});

it('the edit and status hooks refresh their own family (and the NDA settings after require-nda), not the others', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryProvider client={client}>{children}</QueryProvider>;
  const fundView = jest.fn(async () => 'fund');
  const investorView = jest.fn(async () => 'investor');
  const ndaSettings = jest.fn(async () => 'nda');
  const { result } = renderHook(
    () => ({
      fundView: useQuery({ queryKey: profileFamilyKeys.fund.scoped(fund, 'owner-view'), queryFn: fundView }),
      investorView: useQuery({ queryKey: profileFamilyKeys.investor.scoped(investor, 'owner-view'), queryFn: investorView }),
      nda: useQuery({ queryKey: profileNdaKeys.scoped(fund, 'settings'), queryFn: ndaSettings }),
      edit: useEditProfileSection(),
      status: useUpdateProfileStatus(),
    }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.fundView.isSuccess && result.current.investorView.isSuccess).toBe(true));
  await waitFor(() => expect(result.current.nda.isSuccess).toBe(true));

  await act(() => result.current.edit.mutateAsync({ profile: fund, section: 'overview', data: { blurbAndSummary: 'Hi' } }));
  await waitFor(() => expect(fundView).toHaveBeenCalledTimes(2));
  expect(ndaSettings).toHaveBeenCalledTimes(1);
  await act(() => result.current.edit.mutateAsync({ profile: fund, section: 'require-nda', data: { requireNda: true, sections: [] } }));
  await waitFor(() => expect(ndaSettings).toHaveBeenCalledTimes(2));
  await act(() => result.current.status.mutateAsync({ profile: fund, data: { fundraisingStatus: 'closed' } }));
  await waitFor(() => expect(fundView).toHaveBeenCalledTimes(4));
  expect(investorView).toHaveBeenCalledTimes(1);
});
