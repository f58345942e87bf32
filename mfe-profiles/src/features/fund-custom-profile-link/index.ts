// Share links: the fund's screens (list, create, edit, visits, preview) and the visitor's page (/fund/shared/:slug).
export { ExpressInterest, type ExpressInterestProps } from './express-interest';
export { CreateShareLinkSection, EditShareLinkSection } from './share-link-form';
export { ShareLinksSection } from './share-links-section';
export { SharedProfilePage } from './shared-profile-page';
