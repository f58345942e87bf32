// The auth feature's public pieces, for the neighbouring account features (invitations). Pages are
// not exported here: the shell's routes load each page file as its own chunk.
export { AuthPage, type AuthPageProps } from './components/auth-page';
export { AppLink } from './components/router-link';
export { SignInRequired } from './components/sign-in-required';
export { TERMS_REQUIRED_MESSAGE, TermsField, termsAcceptedSchema } from './components/terms-field';
