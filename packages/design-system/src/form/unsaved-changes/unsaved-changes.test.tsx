import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import * as v from 'valibot';
import { Form } from '../form/form';
import { useValibotForm } from '../form/use-valibot-form';
import { TextField } from '../text-field/text-field';
import { FundnetThemeProvider } from '../../theme/fundnet-theme-provider';
import { UnsavedChangesGuard } from './unsaved-changes';

const schema = v.object({ name: v.string() });

function EditPage({ onSave = async () => {} }: { onSave?: () => Promise<void> }) {
  const form = useValibotForm(schema, { defaultValues: { name: 'Acme Fund' } });
  return (
    <UnsavedChangesGuard>
      <h1>Edit the fund</h1>
      <Link to="/fund">Back to your profile</Link>
      <Link to="/fund/edit#general">General</Link>
      <Form form={form} aria-label="General" onSubmit={onSave}>
        <TextField name="name" label="Fund name" />
      </Form>
    </UnsavedChangesGuard>
  );
}

function renderApp(onSave?: () => Promise<void>) {
  return render(
    <FundnetThemeProvider mode="light" cssBaseline={false}>
      <BrowserRouter>
        <Routes>
          <Route path="/fund/edit" element={<EditPage onSave={onSave} />} />
          <Route path="/fund" element={<h1>Your fund</h1>} />
        </Routes>
      </BrowserRouter>
    </FundnetThemeProvider>,
  );
}

/** Opens /fund, then /fund/edit on top of it (so Back has somewhere to go). */
function startOnEditPage() {
  window.history.replaceState(null, '', '/fund');
  window.history.pushState(null, '', '/fund/edit');
}

beforeEach(startOnEditPage);

async function typeIntoName(user: ReturnType<typeof userEvent.setup>) {
  const input = screen.getByRole('textbox', { name: 'Fund name' });
  await user.clear(input);
  await user.type(input, 'Acme Growth Fund');
  return input;
}

it('asks before a link leaves a page with unsaved input, and keeps the input on Keep editing', async () => {
  const user = userEvent.setup();
  renderApp();
  const input = await typeIntoName(user);

  await user.click(screen.getByRole('link', { name: 'Back to your profile' }));
  const confirm = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
  expect(confirm).toHaveAccessibleDescription('You have changes that are not saved yet. If you discard them, what you typed is lost.');
  expect(window.location.pathname).toBe('/fund/edit');

  await user.click(screen.getByRole('button', { name: 'Keep editing' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(window.location.pathname).toBe('/fund/edit');
  expect(input).toHaveValue('Acme Growth Fund');
});

it('leaves once the person discards', async () => {
  const user = userEvent.setup();
  renderApp();
  await typeIntoName(user);
  await user.click(screen.getByRole('link', { name: 'Back to your profile' }));
  await user.click(await screen.findByRole('button', { name: 'Discard' }));
  expect(await screen.findByRole('heading', { name: 'Your fund' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/fund');
});

it('leaves at once without unsaved input, after a save, and for a section link of the same page', async () => {
  const user = userEvent.setup();
  const onSave = jest.fn(async () => {});
  renderApp(onSave);
  await user.click(screen.getByRole('link', { name: 'General' }));
  expect(window.location.hash).toBe('#general');

  await typeIntoName(user);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSave).toHaveBeenCalled());

  await user.click(screen.getByRole('link', { name: 'Back to your profile' }));
  expect(await screen.findByRole('heading', { name: 'Your fund' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('holds the browser Back button: the page and its input stay until the person discards', async () => {
  const user = userEvent.setup();
  renderApp();
  const input = await typeIntoName(user);

  act(() => window.history.back());
  expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
  await waitFor(() => expect(window.location.pathname).toBe('/fund/edit'));
  await user.click(screen.getByRole('button', { name: 'Keep editing' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(input).toHaveValue('Acme Growth Fund');
  expect(screen.getByRole('heading', { name: 'Edit the fund' })).toBeInTheDocument();

  act(() => window.history.back());
  await user.click(await screen.findByRole('button', { name: 'Discard' }));
  expect(await screen.findByRole('heading', { name: 'Your fund' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/fund');
});

it('has the browser ask before the tab is closed or reloaded, only while input is unsaved', async () => {
  const user = userEvent.setup();
  renderApp();
  const clean = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(clean);
  expect(clean.defaultPrevented).toBe(false);

  await typeIntoName(user);
  const dirty = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(dirty);
  expect(dirty.defaultPrevented).toBe(true);
});
