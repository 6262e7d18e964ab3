import { ComingSoon } from '../../../components/ComingSoon';

export function CreateProfilePage() {
  return <ComingSoon title="Complete Your Professional Profile" />;
}
