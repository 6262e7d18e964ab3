import { ComingSoon } from '../../../components/ComingSoon';

export function SignUpPage() {
  return <ComingSoon title="Join Our Platform" />;
}
