import * as v from 'valibot';
import type { StakeholderType } from '../enums/profiles';
import { messages } from '../messages';
import { type Option, optionValues } from './option';

/** Event types; "Powered by {product}" with the product name filled in. */
export const eventTypeOptions = [
  { value: 'Conference', label: 'Conference' },
  { value: 'PitchEvent', label: 'Pitch event' },
  { value: 'Webinar', label: 'Webinar' },
  { value: 'PoweredByFundnet', label: 'Powered by Fundnet' },
  { value: 'InviteOnly', label: 'Invite Only' },
  { value: 'Other', label: 'Other' },
] as const satisfies readonly Option[];
export type EventType = (typeof eventTypeOptions)[number]['value'];
export const eventTypeSchema = v.picklist(optionValues(eventTypeOptions), messages.invalidEventType);

export const eventFormatOptions = [
  { value: 'Online', label: 'Online' },
  { value: 'Offline', label: 'Offline' },
] as const satisfies readonly Option[];
export type EventFormat = (typeof eventFormatOptions)[number]['value'];
export const eventFormatSchema = v.picklist(optionValues(eventFormatOptions), messages.invalidEventFormat);

/** Event attendance filter; also the event review's analysisPerspective. */
export const eventAttendanceOptions = [
  { value: 'haveAttended', label: 'Have attended' },
  { value: 'haveNotAttended', label: 'Have not attended' },
] as const satisfies readonly Option[];
export type EventAttendance = (typeof eventAttendanceOptions)[number]['value'];
export const eventAttendanceSchema = v.picklist(optionValues(eventAttendanceOptions), messages.invalidEventAttendance);

/** Labels of the stakeholder types (values in `stakeholderTypes`). */
export const stakeholderTypeOptions = [
  { value: 'investor', label: 'Investor (LP)' },
  { value: 'fund', label: 'Fund (GP)' },
  { value: 'serviceProvider', label: 'Service provider' },
  { value: 'startup', label: 'Startup' },
] as const satisfies readonly Option<StakeholderType>[];
