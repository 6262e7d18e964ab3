import { TEXTS } from '@mentorbridge/model';
import { LEGAL_TEXTS } from '@mentorbridge/model/legal';
import { LegalPage } from './LegalPage';

export function PrivacyPolicyPage() {
  return <LegalPage title={TEXTS.nav.privacy} texts={LEGAL_TEXTS.privacy} />;
}
