import * as v from 'valibot';
import { messages } from '../messages';
import { type Option, optionValues } from './option';

/** Types of the contact form (our choice: the spec only says the type is required). */
export const contactFormTypeOptions = [
  { value: 'general', label: 'General question' },
  { value: 'support', label: 'Technical support' },
  { value: 'membershipApplication', label: 'Membership application' },
  { value: 'billing', label: 'Membership and billing' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'press', label: 'Press' },
  { value: 'feedback', label: 'Product feedback' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];
export type ContactFormType = (typeof contactFormTypeOptions)[number]['value'];
export const contactFormTypeSchema = v.picklist(optionValues(contactFormTypeOptions), messages.invalidContactFormType);
