// A service provider profile: its sections and fields, rendered by the profile-sections engine.
export { providerKind } from './provider-sections';
export { editableProviderKind } from './provider-editing';
