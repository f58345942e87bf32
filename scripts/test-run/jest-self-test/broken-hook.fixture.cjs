// A file whose failure is not a test's own: its test passes, then its afterAll hook throws. It is never re-run by name
// (no test name would bring the failure back); it fails the step.
afterAll(() => {
  throw new Error('the database did not stop');
});
it('passes before its hook fails', () => expect(true).toBe(true));
