import { type ReactNode, createContext, useContext, useEffect, useMemo, useRef } from 'react';

/** Which field names the design-system fields inside a `<Form>` currently show. */
export interface FieldRegistry {
  register: (name: string) => () => void;
  has: (name: string) => boolean;
  names: () => string[];
}

const FieldRegistryContext = createContext<FieldRegistry | null>(null);

/** Creates a registry (ref-counted, so two fields on one name unregister cleanly). */
export function useCreateFieldRegistry(): FieldRegistry {
  const counts = useRef(new Map<string, number>());
  return useMemo<FieldRegistry>(
    () => ({
      register(name) {
        const map = counts.current;
        map.set(name, (map.get(name) ?? 0) + 1);
        return () => {
          const left = (map.get(name) ?? 1) - 1;
          if (left <= 0) map.delete(name);
          else map.set(name, left);
        };
      },
      has: (name) => counts.current.has(name),
      names: () => [...counts.current.keys()],
    }),
    [],
  );
}

export function FieldRegistryProvider({ registry, children }: { registry: FieldRegistry; children?: ReactNode }) {
  return <FieldRegistryContext.Provider value={registry}>{children}</FieldRegistryContext.Provider>;
}

/** Tells the surrounding `<Form>` (if any) that a field shows `names`. */
export function useRegisterFieldNames(...names: string[]): void {
  const registry = useContext(FieldRegistryContext);
  const key = names.join('\u0000');
  useEffect(() => {
    if (!registry) return undefined;
    const unregister = names.map((name) => registry.register(name));
    return () => {
      for (const done of unregister) done();
    };
  }, [registry, key]);
}
