/** @database none: opens no test database, so it runs in one server pass only (jest.config.cjs). */
// exceljs, fontkit, pdf-lib, sharp and stripe load on first use (lazy-libraries.ts): the server's whole module graph
// loads without them, so every API test file (each starts the server) and `npm start` skip their load.
jest.mock('exceljs', () => {
  throw new Error('exceljs was loaded with the server: it must load on first use (src/lib/lazy-libraries.ts)');
});
jest.mock('@pdf-lib/fontkit', () => {
  throw new Error('@pdf-lib/fontkit was loaded with the server: it must load on first use (src/lib/lazy-libraries.ts)');
});
jest.mock('pdf-lib', () => {
  throw new Error('pdf-lib was loaded with the server: it must load on first use (src/lib/lazy-libraries.ts)');
});
jest.mock('sharp', () => {
  throw new Error('sharp was loaded with the server: it must load on first use (src/lib/lazy-libraries.ts)');
});
jest.mock('stripe', () => {
  throw new Error('stripe was loaded with the server: it must load on first use (src/lib/lazy-libraries.ts)');
});

it('loads every module of the server without exceljs, fontkit, pdf-lib, sharp and stripe', async () => {
  const app = await import('../app');
  expect(typeof app.buildApp).toBe('function');
});

it('loads each library when it is first asked for', async () => {
  const { newWorkbook, loadPdfLib, loadSharp } = await import('./lazy-libraries');
  await expect(newWorkbook()).rejects.toThrow('exceljs was loaded with the server');
  await expect(loadPdfLib()).rejects.toThrow('pdf-lib was loaded with the server');
  await expect(loadSharp()).rejects.toThrow('sharp was loaded with the server');
});

it('builds the manual-invoice billing settings without stripe, and a Stripe client only with a key', async () => {
  const { billingSettingsFrom } = await import('../modules/billing');
  expect(billingSettingsFrom({}, 'http://localhost').provider).toBe('manual');
  expect(() => billingSettingsFrom({ STRIPE_SECRET_KEY: 'sk_test_123' }, 'http://localhost')).toThrow('stripe was loaded with the server');
});
