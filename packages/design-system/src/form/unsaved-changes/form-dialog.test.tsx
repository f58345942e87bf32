import { DialogTitle } from '@mui/material';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import * as v from 'valibot';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Form } from '../form/form';
import { useValibotForm } from '../form/use-valibot-form';
import { TextField } from '../text-field/text-field';
import { FormDialog } from './form-dialog';

const schema = v.object({ investorName: v.string() });

function AddInvestor() {
  const [open, setOpen] = useState(true);
  const form = useValibotForm(schema, { defaultValues: { investorName: '' } });
  return (
    <>
      <p>{open ? 'The dialog is open.' : 'The dialog is closed.'}</p>
      <FormDialog open={open} onClose={() => setOpen(false)} aria-labelledby="add-lp-title">
        <DialogTitle id="add-lp-title">Add an LP</DialogTitle>
        <Form form={form} aria-label="Investor" onSubmit={() => {}}>
          <TextField name="investorName" label="Investor name" />
        </Form>
      </FormDialog>
    </>
  );
}

/** A click on the dimmed area around the dialog (MUI closes on a press and release on its container). */
async function clickOutside(user: ReturnType<typeof userEvent.setup>) {
  const container = document.querySelector('.MuiDialog-container');
  if (!container) throw new Error('no dialog container');
  await user.click(container);
}

beforeEach(() => {
  window.history.replaceState(null, '', '/book');
  window.history.pushState(null, '', '/book?add');
});

it('a click outside a dialog with unsaved input asks first, and Keep editing keeps the input', async () => {
  const user = userEvent.setup();
  renderWithTheme(<AddInvestor />);
  await user.type(screen.getByRole('textbox', { name: 'Investor name' }), 'Northwind Pension');

  await clickOutside(user);
  expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Keep editing' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument());
  expect(screen.getByRole('dialog', { name: 'Add an LP' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Investor name' })).toHaveValue('Northwind Pension');

  await user.keyboard('{Escape}');
  await user.click(await screen.findByRole('button', { name: 'Discard' }));
  expect(await screen.findByText('The dialog is closed.')).toBeInTheDocument();
});

it('a dialog without unsaved input closes at once on a click outside', async () => {
  const user = userEvent.setup();
  renderWithTheme(<AddInvestor />);
  await clickOutside(user);
  expect(await screen.findByText('The dialog is closed.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument();
});

it('Back closes the dialog instead of leaving the page, asking first when input is unsaved', async () => {
  const user = userEvent.setup();
  renderWithTheme(<AddInvestor />);
  await user.type(screen.getByRole('textbox', { name: 'Investor name' }), 'Northwind Pension');

  act(() => window.history.back());
  expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
  await waitFor(() => expect(window.location.search).toBe('?add'));
  await user.click(screen.getByRole('button', { name: 'Keep editing' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument());
  expect(screen.getByRole('textbox', { name: 'Investor name' })).toHaveValue('Northwind Pension');

  act(() => window.history.back());
  await user.click(await screen.findByRole('button', { name: 'Discard' }));
  expect(await screen.findByText('The dialog is closed.')).toBeInTheDocument();
  await waitFor(() => expect(window.location.search).toBe('?add'));
});

it('Back closes a dialog without unsaved input at once, and the page stays', async () => {
  renderWithTheme(<AddInvestor />);
  act(() => window.history.back());
  expect(await screen.findByText('The dialog is closed.')).toBeInTheDocument();
  await waitFor(() => expect(window.location.search).toBe('?add'));
  expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument();
});
