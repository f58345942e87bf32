import * as v from 'valibot';
import { graduationInvestorRoleSchema, graduationTypes, stages } from '../enums/graduation';
import { messages } from '../messages';
import { optionalList } from '../rules/lists';
import { optionalMoney } from '../rules/money';
import { requiredString } from '../rules/strings';
import { optionalUrl } from '../rules/url';
import { formObject } from '../rules/object';

/** An investor of a graduation round. */
export const roundInvestorSchema = formObject({
  role: graduationInvestorRoleSchema,
  websiteUrl: optionalUrl(messages.enterCorrectUrl),
  companyName: requiredString(messages.companyNameRequired),
  ticketSize: optionalMoney(),
});
export type RoundInvestorFormInput = v.InferInput<typeof roundInvestorSchema>;
export type RoundInvestorForm = v.InferOutput<typeof roundInvestorSchema>;

/** A graduation of a portfolio company: its type, name and stage, and the round investors. */
export const graduationSchema = formObject({
  graduationType: v.picklist(graduationTypes, messages.graduationTypeRequired),
  nameOfGraduation: requiredString(messages.nameOfGraduationRequired),
  stageOfInvestment: v.picklist(stages, messages.stageOfInvestmentRequired),
  roundInvestors: optionalList(roundInvestorSchema),
});
export type GraduationFormInput = v.InferInput<typeof graduationSchema>;
export type GraduationForm = v.InferOutput<typeof graduationSchema>;
