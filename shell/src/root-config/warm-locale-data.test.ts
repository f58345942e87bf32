import { warmLocaleData } from './warm-locale-data';

it('makes and uses a formatter of each service and locale the areas format with, each in a task of its own', () => {
  const numbers = jest.spyOn(Intl, 'NumberFormat');
  const dates = jest.spyOn(Intl, 'DateTimeFormat');
  const collators = jest.spyOn(Intl, 'Collator');
  const tasks: Array<() => unknown> = [];
  try {
    warmLocaleData((warmUp) => tasks.push(warmUp));
    expect(numbers).not.toHaveBeenCalled();
    const made = tasks.map((task) => {
      const before = numbers.mock.calls.length + dates.mock.calls.length + collators.mock.calls.length;
      task();
      return numbers.mock.calls.length + dates.mock.calls.length + collators.mock.calls.length - before;
    });
    expect(made).toEqual([1, 1, 1, 1, 1]);
    expect(numbers.mock.calls.map(([locale]) => locale)).toEqual(['en-US', 'en-GB', 'en']);
    expect(dates.mock.calls.map(([locale]) => locale)).toEqual(['en-GB']);
    expect(collators.mock.calls.map(([locale]) => locale)).toEqual(['en']);
  } finally {
    jest.restoreAllMocks();
  }
});
