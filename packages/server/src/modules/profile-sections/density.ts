import type { DensityReply } from '@fundnet/validation-schema';
import { isFilled } from './json';
import { contentSections, type ProfileSectionsConfig, type SectionData } from './registry';

/**
 * Profile data density: for each content section, filled = fields that are filled in or declared not
 * applicable, total = the section's top-level fields; density = round(100 × Σ weight·filled/total ÷ Σ weight).
 * A section never filled in counts 0 of its total (unless its fields are all declared not applicable).
 */
export function computeDensity(
  config: ProfileSectionsConfig,
  working: ReadonlyMap<string, SectionData>,
  notApplicable: readonly string[],
): DensityReply {
  const na = new Set(notApplicable);
  let weighted = 0;
  let weights = 0;
  const sections = contentSections(config).map((def) => {
    const data = working.get(def.id);
    const missing = def.fields.filter((field) => !na.has(`${def.id}.${field}`) && !isFilled(data?.[field]));
    const filled = def.fields.length - missing.length;
    const total = def.fields.length;
    if (total > 0) {
      weighted += (def.weight * filled) / total;
      weights += def.weight;
    }
    return { section: def.id, filled, total, weight: def.weight, missing };
  });
  const density = weights === 0 ? 0 : Math.round((100 * weighted) / weights);
  return { density, sections };
}
