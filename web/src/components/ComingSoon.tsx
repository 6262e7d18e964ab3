import { Container, Text, Title } from '@mantine/core';

/** Stand-in for a screen that is not built yet; says so plainly. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Container size="md" py="xl">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt="sm">
        This screen is not available yet.
      </Text>
    </Container>
  );
}
