import { ComingSoon } from '../../../components/ComingSoon';

export function AdminPage() {
  return <ComingSoon title="Admin Dashboard" />;
}
