import {
  type ProviderContentSection,
  providerContentSchemas,
  providerFieldPaths,
  providerNdaSections,
  providerSettingsSchemas,
} from '@fundnet/validation-schema';
import type { EditableProfileKind } from '../profile-sections';
import { providerKind } from './provider-sections';

/**
 * The provider kind with what editing it needs: the contract's schemas and the visibility settings' choices. Its own
 * module, so the pages that only show a service provider profile (with `providerKind`) do not load the schemas (ADR 0089).
 */
export const editableProviderKind: EditableProfileKind<ProviderContentSection> = {
  ...providerKind,
  schemas: providerContentSchemas,
  ndaSections: providerNdaSections,
  fieldPaths: providerFieldPaths,
  settingsSchemas: providerSettingsSchemas,
};
