import { stageOptions } from '@fundnet/validation-schema';
import type { FieldSpec } from './section-fields/field-spec';

/** Field specs every profile kind shares (the contract reuses the same forms across fund-info, investor-info and service-provider). */

/** The stages in words, from the one shared list. */
export { stageOptions };

/** The links of a profile (forms `linksSchema`). */
export const linkFields: FieldSpec[] = [
  { kind: 'url', name: 'url', label: 'Website' },
  { kind: 'url', name: 'linkedinUrl', label: 'LinkedIn' },
  { kind: 'url', name: 'twitterUrl', label: 'X (Twitter)' },
  { kind: 'url', name: 'facebookUrl', label: 'Facebook' },
  { kind: 'url', name: 'crunchbaseUrl', label: 'Crunchbase' },
  { kind: 'url', name: 'mediumUrl', label: 'Medium' },
  { kind: 'url', name: 'dealroomUrl', label: 'Dealroom' },
];

/** A reference or testimonial (forms `referenceSchema`). */
export const referenceFields: FieldSpec[] = [
  { kind: 'text', name: 'name', label: 'Name' },
  { kind: 'multiline', name: 'description', label: 'Short summary' },
  { kind: 'url', name: 'linkedin', label: 'LinkedIn' },
  { kind: 'url', name: 'companyWebsite', label: 'Company website' },
];

/** A video (forms `videoSchema`). */
export const videoFields: FieldSpec[] = [
  { kind: 'text', name: 'type', label: 'Type', helperText: 'e.g. Pitch, Interview, Webinar' },
  { kind: 'text', name: 'name', label: 'Name' },
  { kind: 'url', name: 'url', label: 'Video link' },
];

/** A key person of a profile (forms `profileKeyPersonSchema`: full name and position required). */
export const keyPeopleList: FieldSpec = {
  kind: 'list',
  name: 'keyPeople',
  label: 'Key people',
  itemLabel: 'Key person',
  fields: [
    { kind: 'text', name: 'name', label: 'Full name' },
    { kind: 'text', name: 'position', label: 'Position' },
    { kind: 'image', name: 'image', label: 'Photo', purpose: 'image' },
    { kind: 'text', name: 'companyName', label: 'Company name' },
    { kind: 'url', name: 'companyWebsite', label: 'Company website' },
    { kind: 'url', name: 'linkedin', label: 'LinkedIn' },
    { kind: 'multiline', name: 'description', label: 'Description' },
  ],
};

export const referencesList: FieldSpec = {
  kind: 'list',
  name: 'references',
  label: 'References',
  itemLabel: 'Reference',
  fields: referenceFields,
};

export const pressClippingsList: FieldSpec = {
  kind: 'list',
  name: 'pressClippings',
  label: 'Press clippings',
  itemLabel: 'Press clipping',
  fields: [
    { kind: 'text', name: 'name', label: 'Name' },
    { kind: 'url', name: 'url', label: 'Website' },
    { kind: 'date', name: 'publishingDate', label: 'Publishing date' },
    { kind: 'multiline', name: 'teaserText', label: 'Teaser text' },
  ],
};

/** The sections whose schema the fund-info contract shares with the other families (testimonials, references, Q&A). */
export const sharedSectionSpecs = {
  testimonials: [{ kind: 'list', name: 'testimonials', label: 'Testimonials', itemLabel: 'Testimonial', fields: referenceFields }],
  'reference-and-mentions': [
    referencesList,
    pressClippingsList,
    { kind: 'list', name: 'videos', label: 'Videos', itemLabel: 'Video', fields: videoFields },
    {
      kind: 'list',
      name: 'podcasts',
      label: 'Podcasts and interviews',
      itemLabel: 'Podcast',
      fields: [
        { kind: 'text', name: 'name', label: 'Name' },
        { kind: 'text', name: 'length', label: 'Length', helperText: 'e.g. 45 min' },
        { kind: 'url', name: 'url', label: 'Link' },
      ],
    },
  ],
  'questions-and-answers': [
    {
      kind: 'list',
      name: 'items',
      label: 'Questions and answers',
      itemLabel: 'Question',
      fields: [
        { kind: 'text', name: 'question', label: 'Question' },
        { kind: 'multiline', name: 'answer', label: 'Answer' },
      ],
    },
  ],
} satisfies Record<string, FieldSpec[]>;

export const sharedSectionLabels = {
  testimonials: 'Testimonials',
  'reference-and-mentions': 'References and mentions',
  'questions-and-answers': 'Questions and answers',
} as const;
