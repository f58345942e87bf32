import { messages, optionalUrl } from '@fundnet/validation-schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { renderInForm } from '../../test-utils/render-in-form';
import { UrlField } from './url-field';

const schema = v.object({ website: optionalUrl(messages.invalidUrlFormat) });

it("shows the schema's message for a wrong URL and submits an empty one as null", async () => {
  const user = userEvent.setup({ delay: null });
  const onSubmit = jest.fn();
  renderInForm(<UrlField name="website" label="Website" />, { schema, defaultValues: { website: '' }, onSubmit });
  const input = screen.getByLabelText('Website');
  await user.type(input, 'not a url');
  await user.tab();
  expect(await screen.findByText('Invalid URL format')).toBeInTheDocument();
  await user.clear(input);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledWith({ website: null }, expect.anything());
});
