import {
  type FundContentSection,
  fundContentSchemas,
  fundFieldPaths,
  fundNdaSections,
  fundSettingsSchemas,
} from '@fundnet/validation-schema';
import type { EditableProfileKind } from '../profile-sections';
import { fundKind } from './fund-sections';

/**
 * The fund kind with what editing it needs: the contract's schemas and the visibility settings' choices. Its own
 * module, so the pages that only show a fund profile (with `fundKind`) do not load the schemas (ADR 0089).
 */
export const editableFundKind: EditableProfileKind<FundContentSection> = {
  ...fundKind,
  schemas: fundContentSchemas,
  ndaSections: fundNdaSections,
  fieldPaths: fundFieldPaths,
  settingsSchemas: fundSettingsSchemas,
};
