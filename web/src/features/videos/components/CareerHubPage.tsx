import { ComingSoon } from '../../../components/ComingSoon';

export function CareerHubPage() {
  return <ComingSoon title="Career Development Hub" />;
}
