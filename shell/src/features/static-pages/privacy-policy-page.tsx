import { LegalPage } from './components/legal-page';
import { privacyPolicy } from './content/privacy-policy';

/** /privacyPolicy: the GDPR privacy policy. */
export function PrivacyPolicyPage() {
  return <LegalPage title="Privacy policy" introSlug="privacyPolicy.intro" document={privacyPolicy} />;
}
