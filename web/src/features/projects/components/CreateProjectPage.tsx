import { ComingSoon } from '../../../components/ComingSoon';

export function CreateProjectPage() {
  return <ComingSoon title="Create Project" />;
}
