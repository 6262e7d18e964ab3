import { ComingSoon } from '../../../components/ComingSoon';

export function ProjectsPage() {
  return <ComingSoon title="Practice Projects" />;
}
