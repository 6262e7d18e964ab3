import { ComingSoon } from '../../../components/ComingSoon';

export function UploadVideoPage() {
  return <ComingSoon title="Upload Video" />;
}
