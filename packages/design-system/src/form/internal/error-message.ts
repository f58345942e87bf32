/**
 * The first message in a react-hook-form error: the error's own message, else the first message
 * found in its nested errors (array items, object members), e.g. `sectors.0` under `sectors`.
 */
export function firstErrorMessage(error: unknown, depth = 0): string | undefined {
  if (error === null || typeof error !== 'object' || depth > 4) return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message !== '') return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref' || key === 'type' || key === 'types' || key === 'message') continue;
    const nested = firstErrorMessage(value, depth + 1);
    if (nested) return nested;
  }
  return undefined;
}
