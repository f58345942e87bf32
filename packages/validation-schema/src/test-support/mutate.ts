/** Marker for `withField`: delete the field instead of setting it. */
export const REMOVE = Symbol('remove');

/**
 * A deep (JSON) copy of `base` with the dotted `path` set to `value` (or deleted with `REMOVE`).
 * Test helper; not exported from the package index.
 */
export function withField(base: unknown, path: string, value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(base ?? null)) as Record<string, unknown>;
  const keys = path.split('.');
  const last = keys.pop() as string;
  let target: Record<string, unknown> = copy;
  for (const key of keys) {
    target[key] ??= {};
    target = target[key] as Record<string, unknown>;
  }
  if (value === REMOVE) delete target[last];
  else target[last] = value;
  return copy;
}

/** Apply several `withField` changes in order. */
export function withFields(base: unknown, changes: Record<string, unknown>): unknown {
  return Object.entries(changes).reduce((input, [path, value]) => withField(input, path, value), base);
}
