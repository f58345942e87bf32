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

/** The operator of the platform, as every legal page names it. Placeholder data: see TEMPLATE_NOTICE. */
export const operator = {
  name: 'Fundnet GmbH (example)',
  street: 'Musterstraße 1',
  postcode: '10115',
  city: 'Berlin',
  country: 'Germany',
  email: 'hello@fundnet.example',
  privacyEmail: 'privacy@fundnet.example',
  phone: '+49 30 0000000',
  managingDirectors: 'Erika Mustermann, Max Mustermann (example)',
  registerCourt: 'Amtsgericht Charlottenburg (Berlin)',
  registerNumber: 'HRB 000000 B (example)',
  vatId: 'DE000000000 (example)',
  dpo: 'Data protection officer, Fundnet GmbH (example), privacy@fundnet.example',
} as const;

/** Shown on every legal page. */
export const TEMPLATE_NOTICE =
  'Template: this text is a realistic draft for a European platform operator with placeholder company data. It is not legal advice and must be reviewed and completed by counsel before it is published.';

export const operatorAddress = `${operator.name}, ${operator.street}, ${operator.postcode} ${operator.city}, ${operator.country}`;
