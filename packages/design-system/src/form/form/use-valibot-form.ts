import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo } from 'react';
import { type FieldValues, type Resolver, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type * as v from 'valibot';

/** A form schema: a valibot object (or pipe on one) whose input is the form values. */
export type FormSchema = v.GenericSchema<FieldValues, FieldValues>;

export type UseValibotFormOptions<TSchema extends FormSchema, TContext = unknown> = Omit<
  UseFormProps<v.InferInput<TSchema>, TContext, v.InferOutput<TSchema>>,
  'resolver'
>;

/**
 * `useForm` validated by a valibot schema from @fundnet/validation-schema (the same schema the
 * server uses), in 'onTouched' mode: a field shows its error after it was left once, then live.
 * The submit handler receives the schema's output (trimmed, transformed values).
 */
export function useValibotForm<TSchema extends FormSchema, TContext = unknown>(
  schema: TSchema,
  options?: UseValibotFormOptions<TSchema, TContext>,
): UseFormReturn<v.InferInput<TSchema>, TContext, v.InferOutput<TSchema>> {
  const resolver = useMemo(
    () => valibotResolver(schema) as unknown as Resolver<v.InferInput<TSchema>, TContext, v.InferOutput<TSchema>>,
    [schema],
  );
  return useForm<v.InferInput<TSchema>, TContext, v.InferOutput<TSchema>>({ mode: 'onTouched', ...options, resolver });
}
