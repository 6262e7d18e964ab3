import { ComingSoon } from '../../../components/ComingSoon';

export function DashboardPage() {
  return <ComingSoon title="Dashboard" />;
}
