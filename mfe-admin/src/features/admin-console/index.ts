// The console's frame (gate, navigation, section pages) and the dialog its review features share.
export { AdminGate } from './admin-gate';
export { AdminNav } from './admin-nav';
export { AdminSectionPage } from './admin-section-page';
export { adminSections } from './admin-sections';
export { ReasonAndMessageDialog } from './reason-and-message-dialog';
