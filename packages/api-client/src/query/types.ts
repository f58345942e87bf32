import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '../errors/api-error';

// Every call throws ApiError (see errors/), so react-query's `error` is typed as ApiError everywhere.
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}

/** Extra useQuery options a `use…` hook accepts: everything but the key and the fetcher. */
export type QueryConfig<T extends (...args: never[]) => unknown> = Omit<ReturnType<T>, 'queryKey' | 'queryFn'>;

/** Extra useMutation options a `use…Mutation` hook accepts: everything but the mutation function. */
export type MutationConfig<Fn extends (...args: never[]) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fn>>, ApiError, Parameters<Fn>[0]>,
  'mutationFn'
>;
