import * as v from 'valibot';

/** A list of `item` with at least one entry; a missing or empty list reports `message`. */
export function atLeastOne<const TItem extends v.GenericSchema>(item: TItem, message: string) {
  return v.pipe(v.array(item, message), v.minLength(1, message));
}

/** An optional list of `item`: a missing list becomes `[]`. */
export function optionalList<const TItem extends v.GenericSchema>(item: TItem) {
  return v.nullish(v.array(item), () => []);
}
