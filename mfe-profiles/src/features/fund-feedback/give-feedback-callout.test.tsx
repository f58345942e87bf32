/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { sessionStore } from '@fundnet/api-client';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen } from '@testing-library/react';
import { GiveFeedbackCallout } from './give-feedback-callout';

const fundId = '3f0c7a52-9c1d-4e2b-8a6f-1d2e3f4a5b6c';
beforeEach(() => sessionStore.clearSession());

it('offers an investor feedback and a pass with a reason on a fund’s page', () => {
  sessionStore.setToken('token');
  sessionStore.setActiveProfile({ id: '7b1e2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', type: 'investor' });
  renderAt('/fund/nordic-growth', <GiveFeedbackCallout fundId={fundId} fundName="Nordic Growth & Co" />);
  expect(screen.getByRole('link', { name: 'Give feedback' })).toHaveAttribute(
    'href',
    `/feedback/give?fundId=${fundId}&fundName=Nordic%20Growth%20%26%20Co`,
  );
  expect(screen.getByRole('link', { name: 'Pass' })).toHaveAttribute('href', `/commitmentsAndBook/pass/${fundId}`);
});

it('offers nothing to a visitor or to someone acting as a fund', () => {
  const { unmount } = renderAt('/fund/nordic-growth', <GiveFeedbackCallout fundId={fundId} fundName="Nordic Growth" />);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  unmount();
  sessionStore.setToken('token');
  sessionStore.setActiveProfile({ id: '7b1e2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', type: 'fund' });
  renderAt('/fund/nordic-growth', <GiveFeedbackCallout fundId={fundId} fundName="Nordic Growth" />);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});
