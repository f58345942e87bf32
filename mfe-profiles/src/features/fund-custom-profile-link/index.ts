// Share links: the fund's screens (list, create, edit, visits, preview) and the visitor's page (/fund/shared/:slug).
export { CreateShareLinkSection, EditShareLinkSection } from './share-link-form';
export { ShareLinksSection } from './share-links-section';
export { SharedProfilePage } from './shared-profile-page';
