/** @database none: opens no test database, so it runs in one server pass only (jest.config.cjs). */
// exceljs and fontkit load on first use (lazy-libraries.ts): the server's whole module graph loads without them, so
// every API test file (each starts the server) and `npm start` skip their load.
jest.mock('exceljs', () => {
  throw new Error('exceljs was loaded with the server: it must load on first use (src/lib/lazy-libraries.ts)');
});
jest.mock('@pdf-lib/fontkit', () => {
  throw new Error('@pdf-lib/fontkit was loaded with the server: it must load on first use (src/lib/lazy-libraries.ts)');
});

it('loads every module of the server without exceljs and fontkit', async () => {
  const app = await import('../app');
  expect(typeof app.buildApp).toBe('function');
});

it('loads exceljs when a workbook is first asked for', async () => {
  const { newWorkbook } = await import('./lazy-libraries');
  await expect(newWorkbook()).rejects.toThrow('exceljs was loaded with the server');
});
