import { ComingSoon } from '../../../components/ComingSoon';

export function YoutubeSetupPage() {
  return <ComingSoon title="YouTube Setup" />;
}
