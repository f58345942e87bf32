export { CommitmentsAndBookPage } from './commitments-and-book-page';
export { PassDialog, PassOpportunityPage } from './pass-dialog';
