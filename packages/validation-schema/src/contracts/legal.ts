import * as v from 'valibot';

/**
 * Contract of the legal family (api/legal): who operates this Fundnet installation, as the imprint, the privacy
 * policy and the terms name it. The details come from the server's configuration (OPERATOR_* variables), so one build
 * of the web app serves every deployment and an operator changes its address without a rebuild.
 */
export const legalOperatorReply = v.object({
  /** The legal entity, e.g. "Fundnet GmbH". */
  name: v.string(),
  street: v.string(),
  postcode: v.string(),
  city: v.string(),
  country: v.string(),
  email: v.string(),
  /** Where data-protection requests go. */
  privacyEmail: v.string(),
  phone: v.string(),
  managingDirectors: v.string(),
  registerCourt: v.string(),
  registerNumber: v.string(),
  vatId: v.string(),
  /** The person responsible for editorial content (§ 18(2) MStV). */
  editorialResponsible: v.string(),
  /** The data-protection officer, as the privacy policy names them (name and contact). */
  dataProtectionOfficer: v.string(),
  /** Where the terms' disputes are heard (the operator's seat). */
  jurisdiction: v.string(),
});
export type LegalOperator = v.InferOutput<typeof legalOperatorReply>;
