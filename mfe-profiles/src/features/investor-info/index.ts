// An investor profile: its sections and fields, rendered by the profile-sections engine.
export { investorKind } from './investor-sections';
export { editableInvestorKind } from './investor-editing';
