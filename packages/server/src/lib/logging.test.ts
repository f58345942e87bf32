/** @database none: opens no test database, so it runs in one server pass only (jest.config.cjs). */
import { Writable } from 'node:stream';
import { loadConfig } from '../config';
import { loggerOptions, prettyStream, safeErrorMessage } from './logging';

describe('development logs (issue 9 item 11)', () => {
  it('are readable lines in development when asked (or on a terminal), JSON in production and tests', () => {
    expect(loadConfig({ NODE_ENV: 'development', FUNDNET_LOG_PRETTY: 'true' }).prettyLogs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', FUNDNET_LOG_PRETTY: 'false' }).prettyLogs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', FUNDNET_LOG_PRETTY: 'true' }).prettyLogs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).prettyLogs).toBe(false);
    expect(loggerOptions('info', undefined, true)).toHaveProperty('stream');
    expect(loggerOptions('info', undefined, false)).not.toHaveProperty('stream');
  });

  it('turn a JSON entry into one human line with time, level and message', async () => {
    let output = '';
    const destination = new Writable({
      write(chunk, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    const stream = prettyStream(destination);
    stream.write(`${JSON.stringify({ level: 30, time: Date.UTC(2026, 0, 1, 9, 30), pid: 1, hostname: 'h', msg: 'Fundnet API ready' })}\n`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(output).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Fundnet API ready\n$/);
  });

  it('cut user values out of database error messages', () => {
    const drizzle = Object.assign(new Error('Failed query: select 1 where email = $1\nparams: ada@example.test'), {
      query: 'select 1 where email = $1',
      params: ['ada@example.test'],
    });
    expect(safeErrorMessage(drizzle)).toBe('Failed query: select 1 where email = $1 (parameters not logged)');
    expect(safeErrorMessage(new Error('invalid input syntax for type uuid: "not-a-uuid-secret"'))).toBe(
      'invalid input syntax for type uuid: "[value not logged]"',
    );
  });
});
