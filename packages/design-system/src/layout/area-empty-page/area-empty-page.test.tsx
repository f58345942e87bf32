import { sessionStore } from '@fundnet/api-client';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LinkButton } from '../../navigation/link-button/link-button';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { AreaEmptyPage, type AreaEmptyPageProps } from './area-empty-page';

const props: AreaEmptyPageProps = {
  title: 'Data room',
  subtitle: 'Share documents with investors.',
  emptyTitle: 'No data room yet',
  emptyDescription: 'Data rooms you create or are invited to appear here.',
  capabilities: ['Upload documents', 'Invite investors'],
  action: <LinkButton to="/dataRoom/new">Create a data room</LinkButton>,
};

function renderAt(url: string, overrides: Partial<AreaEmptyPageProps> = {}) {
  return renderWithTheme(
    <MemoryRouter initialEntries={[url]}>
      <AreaEmptyPage {...props} {...overrides} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStore.clearSession();
  document.title = 'Fundnet';
});

it('shows the heading, the empty state, what will be possible, and sets the title', () => {
  renderAt('/dataRoom');
  expect(screen.getByRole('heading', { level: 1, name: 'Data room' })).toBeInTheDocument();
  expect(screen.getByText('No data room yet')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'What you will be able to do here' })).toHaveTextContent('Invite investors');
  expect(document.title).toBe('Data room · Fundnet');
});

it('offers the action when sign-in is not needed', () => {
  renderAt('/dataRoom', { capabilities: undefined });
  expect(screen.getByRole('link', { name: 'Create a data room' })).toHaveAttribute('href', '/dataRoom/new');
  expect(screen.queryByRole('region', { name: 'What you will be able to do here' })).not.toBeInTheDocument();
});

it('asks a signed-out visitor to sign in and come back here', () => {
  renderAt('/dataRoom?folder=legal', { needsSignIn: true });
  expect(screen.getByText(/Sign in to use this part of Fundnet\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?returnTo=%2FdataRoom%3Ffolder%3Dlegal');
  expect(screen.queryByRole('link', { name: 'Create a data room' })).not.toBeInTheDocument();
});

it('says when the session has ended', () => {
  sessionStore.setToken('token');
  sessionStore.expireSession();
  renderAt('/dataRoom', { needsSignIn: true });
  expect(screen.getByText(/Your session has ended: sign in again to continue\./)).toBeInTheDocument();
});

it('gives a signed-in user the action', () => {
  sessionStore.setToken('token');
  renderAt('/dataRoom', { needsSignIn: true });
  expect(screen.getByRole('link', { name: 'Create a data room' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
});

it('puts navigation beside the content', () => {
  renderAt('/admin', { aside: <nav aria-label="Administration">Sections</nav> });
  expect(screen.getByRole('navigation', { name: 'Administration' })).toBeInTheDocument();
});
