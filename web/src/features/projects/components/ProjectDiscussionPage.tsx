import { ComingSoon } from '../../../components/ComingSoon';

export function ProjectDiscussionPage() {
  return <ComingSoon title="Project Discussion" />;
}
