import { ComingSoon } from '../../../components/ComingSoon';

export function ForgotPasswordPage() {
  return <ComingSoon title="Forgot Password" />;
}
