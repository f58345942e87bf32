import type { LegalOperator } from '@fundnet/api-client';

/** A block of a long text page: a paragraph, or a bulleted list. */
export type TextBlock = string | { readonly list: readonly string[] };

export interface DocumentSection {
  /** Anchor id (table of contents). */
  id: string;
  heading: string;
  blocks: readonly TextBlock[];
}

export interface LegalDocument {
  title: string;
  /** Date the text was last changed (ISO). */
  updated: string;
  intro: readonly TextBlock[];
  sections: readonly DocumentSection[];
}

/** The operator of this installation (GET api/legal/operator, from the server's OPERATOR_* configuration). */
export type Operator = LegalOperator;

/** The operator's name and postal address on one line. */
export const addressOf = (operator: Operator) =>
  `${operator.name}, ${operator.street}, ${operator.postcode} ${operator.city}, ${operator.country}`;
