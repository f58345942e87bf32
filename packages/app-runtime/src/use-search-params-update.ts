import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The address's query and a function that changes it, for pages whose filters live in the URL. Each change starts from
 * the latest query this hook wrote, not from the one of the last render: React Router applies a navigation in a
 * transition, so a second filter changed before that render (a select, then typing in a search box) would otherwise
 * start from the old query and drop the first (seen on /admin/activity: the action filter was lost).
 */
export function useSearchParamsUpdate() {
  const [params, setParams] = useSearchParams();
  const rendered = useRef(params);
  const latest = useRef(params);
  if (rendered.current !== params) {
    // A navigation has rendered (ours, or back/forward): it is the truth from now on.
    rendered.current = params;
    latest.current = params;
  }
  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(latest.current);
      change(next);
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return [params, update] as const;
}
