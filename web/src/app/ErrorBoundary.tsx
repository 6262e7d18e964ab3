import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Center, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { TEXTS } from '@mentorbridge/model';
import { reportError } from '../lib/errorReports';

interface Props {
  children: ReactNode;
  /** A custom fallback replaces the default screen. */
  fallback?: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches render errors, reports them (lib/errorReports.ts) and shows the "Something went wrong" screen. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Uncaught error:', error, info.componentStack);
    reportError(error);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return <ErrorScreen error={error} onRetry={() => this.setState({ error: null })} />;
  }
}

export function ErrorScreen({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder p="xl" maw={520} w="100%" role="alert">
        <Stack>
          <Title order={1} size="h2">
            {TEXTS.errorScreen.title}
          </Title>
          <Text c="dimmed">{TEXTS.errorScreen.intro}</Text>
          <details>
            <summary>{TEXTS.errorScreen.details}</summary>
            <Code block mt="xs">
              {error.message}
            </Code>
          </details>
          <Group>
            <Button onClick={onRetry}>{TEXTS.actions.tryAgain}</Button>
            <Button variant="default" onClick={() => window.location.reload()}>
              {TEXTS.errorScreen.reload}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
