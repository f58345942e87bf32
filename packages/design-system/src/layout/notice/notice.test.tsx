import { render, screen } from '@testing-library/react';
import { Notice } from './notice';

it('puts its text on the page at once, and dresses it as an alert of its severity', async () => {
  render(<Notice severity="error">The server could not save this.</Notice>);
  expect(screen.getByRole('alert')).toHaveTextContent('The server could not save this.');
  await screen.findByTestId('ErrorOutlineIcon');
  expect(screen.getByRole('alert')).toHaveClass('MuiAlert-root');
});

it('keeps the role it is given', async () => {
  render(
    <Notice severity="info" role="status">
      Please sign in to continue.
    </Notice>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Please sign in to continue.');
  await screen.findByTestId('InfoOutlinedIcon');
});
