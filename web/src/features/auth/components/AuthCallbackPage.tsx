import { ComingSoon } from '../../../components/ComingSoon';

export function AuthCallbackPage() {
  return <ComingSoon title="Authenticating..." />;
}
