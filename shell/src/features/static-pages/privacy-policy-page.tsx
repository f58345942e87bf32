import { LegalPage } from './components/legal-page';
import { privacyPolicy } from './content/privacy-policy';

/** /privacyPolicy: the GDPR privacy policy (template for counsel to review). */
export function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} />;
}
