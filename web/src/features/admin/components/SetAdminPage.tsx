import { ComingSoon } from '../../../components/ComingSoon';

export function SetAdminPage() {
  return <ComingSoon title="Set Admin" />;
}
