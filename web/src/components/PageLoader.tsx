import { Center, Loader } from '@mantine/core';
import { TEXTS } from '@mentorbridge/model';

/** The full-area spinner of a screen that is waiting (for authentication, a profile, a permission check). */
export function PageLoader({ label = TEXTS.loading.page }: { label?: string }) {
  return (
    <Center mih="50vh">
      <Loader role="status" aria-label={label} />
    </Center>
  );
}
