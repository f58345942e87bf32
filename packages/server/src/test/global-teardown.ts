export default async function globalTeardown() {
  const state = globalThis as typeof globalThis & { __fundnetTestDb?: { stop(): Promise<void> } };
  await state.__fundnetTestDb?.stop();
}
