import type { ApprovalModel, FieldErrors, ProfileType } from '@fundnet/validation-schema';
import type * as v from 'valibot';

/**
 * How a profile family describes its sections to the engine. The engine knows nothing of funds,
 * investors or providers: each family (fund-info now; investor-info and service-provider later)
 * hands it one `ProfileSectionsConfig`.
 */

export type SectionData = Record<string, unknown>;

export interface SectionDefinition {
  /** kebab-case name, used in paths and as the key of the stored row. */
  id: string;
  /** Validates (and normalises) the section document; the route validates with it too. */
  schema: v.GenericSchema;
  /**
   * - content: members (editor role and up) edit it; counted by the density; goes through approval once the profile is published.
   * - admin: platform administrators edit it; written to the working and the published copy at once.
   * - private: members only (e.g. a provider's notification options): never public, no approval, no density.
   */
  kind: 'content' | 'admin' | 'private';
  /** Top-level fields (density, hidden and not-applicable lists). */
  fields: readonly string[];
  /** Density weight (content sections). */
  weight: number;
  /** May the owner put it behind the NDA? */
  gateable: boolean;
  /** Fields never shown publicly (e.g. an administrator's internal note). */
  privateFields?: readonly string[];
}

export interface SectionWriteContext {
  /** The working copies of the profile's other sections (for rules across sections). */
  working: ReadonlyMap<string, SectionData>;
}

export interface ProfileSectionsConfig {
  type: ProfileType;
  model: ApprovalModel;
  sections: readonly SectionDefinition[];
  /** Sections that must be filled in before the profile can be submitted for review. */
  requiredForSubmit: readonly string[];
  /** The 409 message of a submit without them (default: the fund's). */
  sectionsMissingMessage?: string;
  /** Rules across sections, checked before a section is written: field errors (422) or null. */
  check?(section: string, data: SectionData, context: SectionWriteContext): FieldErrors | null;
  /** Normalises a valid document before it is stored (ids for list entries, fields that do not apply...). */
  prepare?(section: string, data: SectionData): SectionData;
}

export function sectionById(config: ProfileSectionsConfig, id: string): SectionDefinition | undefined {
  return config.sections.find((s) => s.id === id);
}

export function contentSections(config: ProfileSectionsConfig): SectionDefinition[] {
  return config.sections.filter((s) => s.kind === 'content');
}
