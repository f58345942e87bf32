import {
  type InvestorContentSection,
  investorContentSchemas,
  investorFieldPaths,
  investorNdaSections,
  investorSettingsSchemas,
} from '@fundnet/validation-schema';
import type { EditableProfileKind } from '../profile-sections';
import { investorKind } from './investor-sections';

/**
 * The investor kind with what editing it needs: the contract's schemas and the visibility settings' choices. Its own
 * module, so the pages that only show an investor profile (with `investorKind`) do not load the schemas (ADR 0089).
 */
export const editableInvestorKind: EditableProfileKind<InvestorContentSection> = {
  ...investorKind,
  schemas: investorContentSchemas,
  ndaSections: investorNdaSections,
  fieldPaths: investorFieldPaths,
  settingsSchemas: investorSettingsSchemas,
};
