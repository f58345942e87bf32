export { CommitmentsAndBookPage } from './commitments-and-book-page';
