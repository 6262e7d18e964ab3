import { ComingSoon } from '../../../components/ComingSoon';

export function DiscussionPage() {
  return <ComingSoon title="Discussion" />;
}
