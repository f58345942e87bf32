import { render, screen } from '@testing-library/react';
import { interestText, VisitInterest } from './visit-interest';

const interest = {
  at: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  name: 'Kim Larsen',
  email: 'kim@lp.test',
  message: 'Can we talk about the Q3 close?',
};

it('says in words that the visitor is interested, with their message, who to answer and when', () => {
  render(<VisitInterest interest={interest} />);
  expect(screen.getByText('Interested — Can we talk about the Q3 close?')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'kim@lp.test' })).toHaveAttribute('href', 'mailto:kim@lp.test');
  expect(screen.getByText(/Kim Larsen/)).toHaveTextContent('Kim Larsen · kim@lp.test · 21 Nov 2026');
});

it('says so without a message too', () => {
  expect(interestText({ ...interest, message: null })).toBe('Interested (no message)');
});
