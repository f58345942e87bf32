import type { FundTodo, FundTodoList } from '@fundnet/validation-schema';

// Contract-shaped fixtures of the fund-todo family (api/fund-todo). Due dates are relative to today, so "overdue"
// and "due" read the same whenever the stories run.

export const todoId = (n: number) => `8a2c3b52-4d0e-4a57-9a51-${String(n).padStart(12, '0')}`;

/** YYYY-MM-DD, `days` from today. */
export const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function todo(n: number, overrides: Partial<FundTodo> = {}): FundTodo {
  return {
    id: todoId(n),
    title: `To-do ${n}`,
    note: null,
    dueDate: null,
    done: false,
    doneAt: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

/** The open to-dos of a raise: one overdue, two due, one without a date. */
export const openTodos = (): FundTodo[] => [
  todo(1, {
    title: 'Send the LPA draft to Nordic Pension',
    dueDate: daysFromToday(-3),
    note: 'They asked for the side-letter template too.',
  }),
  todo(2, { title: 'Prepare the first-close data room folder', dueDate: daysFromToday(5) }),
  todo(3, { title: 'Follow up with Alpine Family Office after the IC', dueDate: daysFromToday(12), note: 'Ask about their ticket size.' }),
  todo(4, { title: 'Update the track record for Fund I' }),
];

export const todoList = (items: FundTodo[], counts = { open: 4, done: 1 }): FundTodoList => ({ items, counts });

/** Long titles and notes. */
export const longTodos = (): FundTodo[] =>
  Array.from({ length: 12 }, (_, i) =>
    todo(10 + i, {
      title: `Reconcile the capital-call schedule with the fund administrator and circulate the updated drawdown notice to all LPs of the first close (${i + 1})`,
      note: 'Check the equalisation interest for the LPs admitted at the second close, the FX rate used for the USD commitments, and the management-fee offset for transaction fees received.',
      dueDate: i % 3 === 0 ? daysFromToday(-i - 1) : i % 3 === 1 ? daysFromToday(i + 1) : null,
    }),
  );
