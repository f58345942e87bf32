import { LegalPage } from './components/legal-page';
import { termsOfUse } from './content/terms';

/** /terms: the terms of use. */
export function TermsPage() {
  return <LegalPage title="Terms of use" introSlug="terms.intro" document={termsOfUse} />;
}
