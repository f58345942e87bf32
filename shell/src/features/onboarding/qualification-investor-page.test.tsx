/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import * as v from 'valibot';
import { qualificationMessages, qualificationSchema } from './qualification-investor-page';

const valid = {
  companyName: 'Lovelace Family Office',
  jobTitle: '',
  investorType: 'familyOffice',
  jurisdiction: 'DE',
  aumBand: '50mTo250m',
  confirmProfessional: true,
  confirmRisks: true,
  confirmAccuracy: true,
};

it('accepts a complete certification', () => {
  expect(v.safeParse(qualificationSchema, valid).success).toBe(true);
});

it('requires every choice and every confirmation, with its message', () => {
  const result = v.safeParse(qualificationSchema, {
    ...valid,
    companyName: ' ',
    investorType: undefined,
    jurisdiction: null,
    aumBand: undefined,
    confirmRisks: false,
  });
  expect(result.success).toBe(false);
  const byField = v.flatten<typeof qualificationSchema>(result.issues!).nested;
  expect(byField).toEqual({
    companyName: ['Company name is a required'],
    investorType: [qualificationMessages.investorTypeRequired],
    jurisdiction: [qualificationMessages.jurisdictionRequired],
    aumBand: [qualificationMessages.aumBandRequired],
    confirmRisks: [qualificationMessages.confirmationRequired],
  });
});
