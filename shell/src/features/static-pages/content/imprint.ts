import type { LegalDocument, Operator } from './legal-document';

/** The text, naming `operator` (the server's configuration). */
export const imprint = (operator: Operator): LegalDocument => ({
  title: 'Imprint',
  updated: '2026-11-01',
  intro: ['Information according to § 5 of the German Digital Services Act (DDG).'],
  sections: [
    {
      id: 'provider',
      heading: 'Service provider',
      blocks: [
        operator.name,
        `${operator.street}, ${operator.postcode} ${operator.city}, ${operator.country}`,
        `Managing directors: ${operator.managingDirectors}`,
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [`Telephone: ${operator.phone}`, `E-mail: ${operator.email}`, 'Contact form: the Contact page of this website'],
    },
    {
      id: 'register',
      heading: 'Commercial register',
      blocks: [`Register court: ${operator.registerCourt}`, `Register number: ${operator.registerNumber}`],
    },
    {
      id: 'vat',
      heading: 'VAT identification number',
      blocks: [`VAT ID according to § 27a of the German VAT Act: ${operator.vatId}`],
    },
    {
      id: 'responsible',
      heading: 'Responsible for editorial content',
      blocks: [
        `Responsible according to § 18(2) of the German Interstate Media Treaty (MStV): ${operator.editorialResponsible}, ${operator.street}, ${operator.postcode} ${operator.city}.`,
      ],
    },
    {
      id: 'regulatory',
      heading: 'Regulatory notice',
      blocks: [
        `${operator.name} does not provide investment advice, investment brokerage or other services requiring a licence under the German Banking Act (KWG), the Securities Institutions Act (WpIG) or the Investment Code (KAGB). Fund and investor profiles are published by their users.`,
      ],
    },
    {
      id: 'disputes',
      heading: 'Dispute resolution',
      blocks: [
        "The European Commission's online dispute resolution (ODR) platform was discontinued on 20 July 2025. Fundnet is offered to businesses only; we are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board (§ 36 of the German Consumer Dispute Resolution Act, VSBG).",
      ],
    },
    {
      id: 'liability-content',
      heading: 'Liability for content and links',
      blocks: [
        'We are responsible for our own content on these pages under the general laws. Content published by users of the platform is their own; as a hosting provider we are not obliged to monitor it, but remove illegal content without delay once we become aware of it. Please report illegal content to the e-mail address above or with the reporting function in the app.',
        'Our pages contain links to external websites over whose content we have no influence. The respective provider is responsible for linked content. Linked pages were checked for possible legal violations when the link was set; should we become aware of violations, we will remove such links.',
      ],
    },
    {
      id: 'copyright',
      heading: 'Copyright',
      blocks: [
        'The texts, graphics and software of Fundnet are protected by copyright. Reproduction, editing or distribution beyond the limits of copyright law requires our written consent. Content published by users remains subject to their rights.',
      ],
    },
  ],
});
