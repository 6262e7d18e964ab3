import { TEXTS } from '@mentorbridge/model';
import { LEGAL_TEXTS } from '@mentorbridge/model/legal';
import { LegalPage } from './LegalPage';

export function TermsOfServicePage() {
  return <LegalPage title={TEXTS.nav.terms} texts={LEGAL_TEXTS.terms} />;
}
