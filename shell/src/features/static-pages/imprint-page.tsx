import { LegalPage } from './components/legal-page';
import { imprint } from './content/imprint';

/** /imprint: the legal notice under § 5 DDG. */
export function ImprintPage() {
  return <LegalPage title="Imprint" introSlug="imprint.intro" document={imprint} />;
}
