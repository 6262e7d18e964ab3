import { TEXTS } from '@mentorbridge/model';
import { toast } from '@/components/toast';

/** iOS Safari's install steps, as a toast that stays a little longer than others. */
export function showIosInstallSteps(): void {
  toast.info(TEXTS.toasts.install.iosSteps, { title: TEXTS.toasts.install.title, autoClose: 10_000 });
}
