import { ComingSoon } from '../../../components/ComingSoon';

export function CommunityPage() {
  return <ComingSoon title="Community" />;
}
