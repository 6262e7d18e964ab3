import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Container,
  CopyButton,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconBrandYoutube, IconCheck, IconCopy, IconKey, IconRefresh, IconTestPipe } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { TEXTS, type YoutubeTokenStatus } from '@mentorbridge/model';
import { toast } from '@/components/toast';
import { formatDateTime } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { integrationState, setupRedirectUri, youtubeCall, type IntegrationState } from '../api/youtubeIntegration';

/** Other tabs (e.g. the one that opened the authorization window) reload the status when setup changes. */
const CHANNEL = 'mentorbridge-youtube-setup';

/** The setup page's words. */
const Y = TEXTS.youtubeSetup;

const STATES: Record<IntegrationState, { label: string; color: string; text: string }> = {
  checking: { ...Y.states.checking, color: 'gray' },
  needs_setup: { ...Y.states.needs_setup, color: 'yellow' },
  ready: { ...Y.states.ready, color: 'green' },
  expired: { ...Y.states.expired, color: 'red' },
};

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function lastUsedText(iso: string | null): string {
  return iso ? formatDateTime(new Date(iso)) : Y.never;
}

function TokenDetails({ status }: { status: YoutubeTokenStatus }) {
  const info = status.token_info;
  if (!info) return null;
  const rows: [string, string][] = [
    [Y.tokenAge, Y.days(info.age_days)],
    [Y.expiresIn, status.health ? Y.days(status.health.daysUntilExpiry) : Y.unknown],
    [Y.lastUsed, lastUsedText(info.last_used_at)],
    [Y.errorsSinceSuccess, String(info.error_count)],
  ];
  return (
    <Stack gap="xs" mt="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="dl" m={0}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={500}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {info.last_error && (
        <Alert color="red" variant="light" title={Y.lastError}>
          {info.last_error}
        </Alert>
      )}
    </Stack>
  );
}

// A few bytes stand in for a video: the demo upload checks the pipeline without calling Google.
const TEST_UPLOAD = {
  action: 'upload_video',
  title: 'Integration test',
  description: 'Demo-mode test from the YouTube setup page.',
  file: 'AAAAIGZ0eXBpc29t',
  mime_type: 'video/mp4',
  demo_mode: true,
} as const;

function YoutubeSetup() {
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<YoutubeTokenStatus | 'failed' | undefined>(undefined);
  const [code, setCode] = useState(() => params.get('code') ?? '');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState<null | 'authorize' | 'exchange' | 'refresh' | 'test'>(null);
  const channel = useRef<BroadcastChannel | null>(null);
  const redirectUri = setupRedirectUri();
  const state = integrationState(status);

  const loadStatus = useCallback(async () => {
    setStatus(undefined);
    try {
      setStatus(await youtubeCall({ action: 'get_token_status' }));
    } catch {
      setStatus('failed');
      toast.error(TEXTS.toasts.youtube.statusFailed);
    }
  }, []);

  useEffect(() => {
    void loadStatus();
  }, [loadStatus]);

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const ch = new BroadcastChannel(CHANNEL);
    ch.onmessage = () => void loadStatus();
    channel.current = ch;
    return () => {
      ch.close();
      channel.current = null;
    };
  }, [loadStatus]);

  // Google sends the authorization window back here with ?code=...; keep the code, clean the address.
  const arrivedCode = params.get('code');
  useEffect(() => {
    if (!arrivedCode) return;
    setCode(arrivedCode);
    toast.info(TEXTS.toasts.youtube.codeReceived, { id: 'youtube-code-received' });
    setParams(new URLSearchParams(), { replace: true });
  }, [arrivedCode, setParams]);

  async function startAuthorization() {
    // Opened during the click so popup blockers allow it; pointed at Google once the URL is known.
    const win = window.open('', '_blank');
    if (win) win.opener = null;
    setBusy('authorize');
    try {
      const result = await youtubeCall({ action: 'get_oauth_url', redirect_uri: redirectUri });
      if (!result.oauth_url) {
        win?.close();
        toast.error(TEXTS.toasts.youtube.oauthUrlFailed);
        return;
      }
      if (win) win.location.href = result.oauth_url;
      else window.location.assign(result.oauth_url);
      toast.info(TEXTS.toasts.youtube.authorizeInWindow);
    } catch {
      win?.close();
      toast.error(TEXTS.toasts.youtube.oauthFailed);
    } finally {
      setBusy(null);
    }
  }

  async function completeSetup() {
    const trimmed = code.trim();
    if (!trimmed) {
      setCodeError(TEXTS.validation.authorizationCodeRequired);
      return;
    }
    setCodeError(null);
    setBusy('exchange');
    try {
      const result = await youtubeCall({ action: 'exchange_token', code: trimmed, redirect_uri: redirectUri });
      if (!result.success) {
        setCodeError(result.error_description ?? null);
        toast.error(TEXTS.toasts.youtube.setupFailed(result.error));
        return;
      }
      setCode('');
      toast.success(TEXTS.toasts.youtube.setupDone);
      channel.current?.postMessage('changed');
      await loadStatus();
    } catch (error) {
      toast.error(TEXTS.toasts.youtube.setupFailed(errorText(error, TEXTS.toasts.unknownError)));
    } finally {
      setBusy(null);
    }
  }

  async function refreshToken() {
    setBusy('refresh');
    try {
      const result = await youtubeCall({ action: 'refresh_token' });
      if (result.success) toast.success(TEXTS.toasts.youtube.tokenRefreshed);
      else toast.error(TEXTS.toasts.youtube.tokenRefreshFailed(result.error));
      channel.current?.postMessage('changed');
      await loadStatus();
    } catch (error) {
      toast.error(TEXTS.toasts.youtube.tokenRefreshFailed(errorText(error, TEXTS.toasts.unknownError)));
    } finally {
      setBusy(null);
    }
  }

  async function testUpload() {
    setBusy('test');
    try {
      const result = await youtubeCall(TEST_UPLOAD);
      if (result.success) {
        toast.success(TEXTS.toasts.youtube.testPassed);
      } else {
        toast.error(TEXTS.toasts.youtube.testFailed(result.error));
      }
    } catch (error) {
      toast.error(TEXTS.toasts.youtube.testFailed(errorText(error, TEXTS.toasts.unknownError)));
    } finally {
      setBusy(null);
    }
  }

  const current = STATES[state];
  const statusValue = typeof status === 'object' ? status : null;

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg" component="section" aria-label={Y.status}>
        <Group justify="space-between" align="center">
          <Title order={2} size="h4">
            {Y.status}
          </Title>
          <Group gap="xs">
            {state === 'checking' ? (
              <Loader role="status" size="sm" aria-label={TEXTS.loading.setupStatus} />
            ) : (
              <Badge color={current.color} size="lg" variant="light">
                {current.label}
              </Badge>
            )}
            <Tooltip label={Y.checkAgain}>
              <ActionIcon variant="subtle" aria-label={Y.checkAgainLabel} onClick={() => void loadStatus()} disabled={state === 'checking'}>
                <IconRefresh size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Text mt="xs" role="status">
          {current.text}
        </Text>
        {statusValue?.health?.aging && state === 'ready' && (
          <Alert color="yellow" variant="light" mt="md" title={Y.aging}>
            {Y.agingText}
          </Alert>
        )}
        {statusValue && <TokenDetails status={statusValue} />}
      </Card>

      <Step title={Y.authorizeStep}>
        <Text size="sm" mb="xs">
          {Y.redirectHint}
        </Text>
        <Group gap="xs" mb="md" wrap="nowrap">
          <Code style={{ overflowWrap: 'anywhere' }}>{redirectUri}</Code>
          <CopyButton value={redirectUri}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? Y.copied : Y.copy}>
                <ActionIcon variant="subtle" onClick={copy} aria-label={Y.copyLabel}>
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Group>
          <Button
            leftSection={<IconBrandYoutube size={18} />}
            onClick={() => void startAuthorization()}
            loading={busy === 'authorize'}
            disabled={busy !== null && busy !== 'authorize'}
          >
            {Y.startAuthorization}
          </Button>
        </Group>
      </Step>

      <Step title={Y.codeStep}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void completeSetup();
          }}
        >
          <Group align="flex-start" gap="sm">
            <TextInput
              label={Y.code}
              placeholder={Y.codePlaceholder}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={codeError}
              style={{ flex: 1, minWidth: 220 }}
              leftSection={<IconKey size={16} />}
            />
            <Button type="submit" mt={25} disabled={!code.trim() || (busy !== null && busy !== 'exchange')} loading={busy === 'exchange'}>
              {Y.completeSetup}
            </Button>
          </Group>
        </form>
      </Step>

      <Step title={Y.keepStep}>
        <Text size="sm" mb="md" c="dimmed">
          {Y.keepIntro}
        </Text>
        <Group gap="sm">
          <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={() => void refreshToken()} loading={busy === 'refresh'} disabled={busy !== null && busy !== 'refresh'}>
            {Y.refreshToken}
          </Button>
          <Button variant="light" leftSection={<IconTestPipe size={16} />} onClick={() => void testUpload()} loading={busy === 'test'} disabled={busy !== null && busy !== 'test'}>
            {Y.testUpload}
          </Button>
        </Group>
      </Step>
    </Stack>
  );
}

/** /youtube-setup: admins connect the platform's YouTube channel (admins only: the route's guard). */
export function YoutubeSetupPage() {
  return (
    <Container size="md" py="xl">
      <Title order={1}>{Y.title}</Title>
      <Text c="dimmed" mt={4} mb="lg">
        {Y.intro}
      </Text>
      <YoutubeSetup />
    </Container>
  );
}
