/** @database none: opens no test database, so it runs in one server pass only (jest.config.cjs). */
import { internalsIn } from './test-support';

const reply = (body: unknown) => ({ status: 422, body, headers: new Headers({ 'content-type': 'application/json' }) });

it('finds SQL, a stack trace and a server path in a reply', () => {
  expect(internalsIn(reply({ message: 'select * from "users" where id = $1' }))).toEqual(['SQL']);
  expect(internalsIn(reply({ message: 'Error: boom\n    at handler (/work/main/packages/server/src/app.ts:10:5)' }))).toEqual([
    'a stack trace',
    'a file path',
  ]);
});

it('leaves out what the request sent, without making words of what is left', () => {
  // The request's own SQL, echoed back, is not ours.
  expect(internalsIn(reply({ message: 'no fund named select name from funds' }), { search: 'select name from funds' })).toEqual([]);
  // A short sent value inside a word of the spec's messages ("as" in "asset") leaves no word behind: stop 50's CI run
  // read "Select valid  set" as SQL when it was cut out as a space.
  const messages = { message: 'Select valid stakeholder types', errors: { assetClass: ['Select valid asset classes'] } };
  expect(internalsIn(reply(messages), { search: 'as', stakeholders: 'toString' })).toEqual([]);
});
