import * as v from 'valibot';
import { messages } from '../messages';

/** Platform role of a user account (our design: administrators are users with role 'admin'). */
export const userRoles = ['user', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];
export const userRoleSchema = v.picklist(userRoles, messages.invalidUserRole);

/** Values of the emailStatus and phoneStatus filters of the administration user list. */
export const contactStatuses = ['verified', 'unverified'] as const;
export type ContactStatus = (typeof contactStatuses)[number];
export const contactStatusSchema = v.picklist(contactStatuses, messages.invalidContactStatus);
