import { LegalPage } from './components/legal-page';
import { termsOfUse } from './content/terms';

/** /terms: the terms of use (template for counsel to review). */
export function TermsPage() {
  return <LegalPage document={termsOfUse} />;
}
