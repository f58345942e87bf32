import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/** The props every form field shares. */
export interface FieldProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> {
  /** The field's path in the form values ('email', 'keyPeople.0.name'). */
  name: TName;
  /** The form's control; default: the surrounding `<Form>` / `<FormProvider>`. */
  control?: Control<TFieldValues, any, any>;
  label: ReactNode;
  /** Shown under the field while it has no error. */
  helperText?: ReactNode;
  /** Marks the label with an asterisk (the schema decides what is really required). */
  required?: boolean;
  disabled?: boolean;
  /** The input's id (default: generated). */
  id?: string;
}

/** Merges class-less `aria-describedby` id lists, dropping blanks and duplicates. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
  return list.length > 0 ? list.join(' ') : undefined;
}
