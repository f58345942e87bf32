import { messages, passwordRuleChecks, passwordSchema } from '@fundnet/validation-schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { renderInForm } from '../../test-utils/render-in-form';
import { PasswordField } from './password-field';

const schema = v.object({ password: passwordSchema });

const metRules = () =>
  within(screen.getByRole('list', { name: 'Password requirements' }))
    .getAllByRole('listitem')
    .filter((item) => item.dataset.met === 'true')
    .map((item) => item.dataset.rule);

it('ticks the rule checklist as the user types', async () => {
  const user = userEvent.setup({ delay: null });
  renderInForm(<PasswordField name="password" />, { schema, defaultValues: { password: '' } });
  const input = screen.getByLabelText('Password');
  expect(screen.getAllByRole('listitem')).toHaveLength(passwordRuleChecks.length);
  expect(metRules()).toEqual([]);
  await user.type(input, 'A');
  expect(metRules()).toEqual(['Uppercase']);
  await user.type(input, 'bcdefg1');
  expect(metRules()).toEqual(['MinChar', 'Uppercase', 'Number']);
  await user.type(input, '!');
  expect(metRules()).toEqual(['MinChar', 'Uppercase', 'Number', 'Special']);
  expect(input).toHaveAccessibleDescription(expect.stringContaining('One special character (done)'));
});

it("shows the schema's message after blur and toggles visibility", async () => {
  const user = userEvent.setup({ delay: null });
  renderInForm(<PasswordField name="password" />, { schema, defaultValues: { password: '' } });
  const input = screen.getByLabelText('Password');
  await user.type(input, 'abc');
  await user.tab();
  expect(await screen.findByText(messages.passwordMinChar)).toBeInTheDocument();
  expect(input).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(input).toHaveAttribute('type', 'text');
  expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
});

it('has no checklist for a current password', () => {
  renderInForm(<PasswordField name="password" showRules={false} />, { schema, defaultValues: { password: '' } });
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
});
