import { ComingSoon } from '../../../components/ComingSoon';

export function MentorsPage() {
  return <ComingSoon title="Find a Mentor" />;
}
