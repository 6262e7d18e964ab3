import { Stack, Text } from '@mantine/core';
import { TEXTS } from '@mentorbridge/model';

/**
 * The student's message with an application, as the mentor reads it beside the request (nothing for a request
 * written before messages, which reads as ''). Long words and line breaks wrap inside the card.
 */
export function ApplicationMessage({ message }: { message: string }) {
  if (!message) return null;
  return (
    <Stack gap={2} mt="sm" miw={0}>
      <Text size="sm" fw={600}>
        {TEXTS.enrollment.studentsMessage}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message}
      </Text>
    </Stack>
  );
}
