import { adminSectionSchema } from '@fundnet/validation-schema';
import type * as v from 'valibot';
import type { SectionDefinition } from './registry';

/**
 * The section definitions of a family: the admin section (verified, featured, a private internal note),
 * then its content sections with their fields, weights and whether the NDA can gate them.
 */
export function familySections<K extends string>(input: {
  schemas: Readonly<Record<K, v.GenericSchema>>;
  fields: Readonly<Record<K, readonly string[]>>;
  weights: Readonly<Record<K, number>>;
  ndaSections: readonly string[];
  privateSections?: Readonly<Record<string, { schema: v.GenericSchema; fields: readonly string[] }>>;
}): SectionDefinition[] {
  return [
    {
      id: 'admin-section',
      schema: adminSectionSchema,
      kind: 'admin',
      fields: ['verified', 'featured', 'internalNote'],
      weight: 0,
      gateable: false,
      privateFields: ['internalNote'],
    },
    ...(Object.keys(input.schemas) as K[]).map(
      (id): SectionDefinition => ({
        id,
        schema: input.schemas[id],
        kind: 'content',
        fields: input.fields[id],
        weight: input.weights[id],
        gateable: input.ndaSections.includes(id),
      }),
    ),
    ...Object.entries(input.privateSections ?? {}).map(
      ([id, def]): SectionDefinition => ({ id, schema: def.schema, kind: 'private', fields: def.fields, weight: 0, gateable: false }),
    ),
  ];
}
