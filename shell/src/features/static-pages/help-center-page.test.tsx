/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { renderAt } from '@fundnet/app-runtime/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { faq, filterFaq } from './content/help-center-faq';
import { HelpCenterPage } from './help-center-page';

jest.setTimeout(30_000);

const renderHelp = () => renderAt('/', <HelpCenterPage />);

it('filters by every word, in question, answer or category', () => {
  expect(filterFaq(faq, '')).toHaveLength(faq.length);
  expect(filterFaq(faq, 'DATA room').map((e) => e.id)).toEqual(expect.arrayContaining(['data-room-permissions', 'data-room-analytics']));
  expect(filterFaq(faq, 'zebra')).toEqual([]);
});

it('opens an answer from the keyboard and filters the questions by search', async () => {
  const user = userEvent.setup({ delay: null });
  renderHelp();
  const question = screen.getByRole('button', { name: 'Can I have more than one profile?' });
  expect(question).toHaveAttribute('aria-expanded', 'false');
  act(() => question.focus());
  await user.keyboard('{Enter}');
  expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('region', { name: 'Can I have more than one profile?' })).toHaveTextContent(/profile switcher/);

  await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'forgot password');
  expect(await screen.findByText('1 question matches "forgot password"')).toBeInTheDocument();
  const results = screen.getAllByRole('button', { name: /\?$/ });
  expect(results.map((b) => b.textContent)).toEqual(['I forgot my password. What now?']);

  await user.clear(screen.getByRole('searchbox', { name: 'Search the questions' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'zebra');
  expect(await screen.findByText('No question matches your search')).toBeInTheDocument();
  expect(
    within(screen.getByText('No question matches your search').parentElement!).getByRole('link', { name: 'Contact us' }),
  ).toBeInTheDocument();
});
