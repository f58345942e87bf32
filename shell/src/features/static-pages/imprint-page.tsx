import { LegalPage } from './components/legal-page';
import { imprint } from './content/imprint';

/** /imprint: the legal notice under § 5 DDG (template for counsel to review). */
export function ImprintPage() {
  return <LegalPage document={imprint} />;
}
