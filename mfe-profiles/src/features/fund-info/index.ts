// A fund profile: its sections and fields, rendered by the profile-sections engine.
export { fundKind } from './fund-sections';
export { editableFundKind } from './fund-editing';
