import { useState } from 'react';
import {
  Button,
  Card,
  Container,
  FileInput,
  Group,
  Progress,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBrandYoutube, IconFileUpload, IconUpload } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import {
  LIMITS,
  parseYouTubeId,
  personCopy,
  TEXTS,
  thumbnailUrl,
  VIDEO_CATEGORIES,
  watchUrl,
  type Profile,
  type VideoCategory,
  type VideoInput,
} from '@mentorbridge/model';
import { PageLoader } from '@/components/PageLoader';
import { toast } from '@/components/toast';
import { errorText, OfflineError } from '@/lib/errors';
import { settle } from '@/lib/writeOutcome';
import { useMyProfile } from '@/session';
import {
  durationError,
  fileError,
  fileToBase64,
  textErrors,
  urlError,
  VIDEO_FILE_ACCEPT,
  videoFileType,
} from '../api/uploadForm';
import { createVideo } from '../api/videos';
import { youtubeCall } from '../api/youtubeIntegration';
import { VideoThumbnail } from './VideoThumbnail';
import { focusFirstInvalid } from '@/lib/focusFirstInvalid';

type Mode = 'youtube-url' | 'file-upload';

interface Values {
  url: string;
  file: File | null;
  title: string;
  description: string;
  category: VideoCategory;
  duration: string;
}

/** The upload page's words. */
const U = TEXTS.uploadVideo;

const PROGRESS_LABELS: Record<number, string> = {
  20: U.preparing,
  40: U.uploading,
  100: U.uploaded,
};

function UploadVideoForm({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('youtube-url');
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { url: '', file: null, title: '', description: '', category: 'Tech', duration: '' },
    validate: (values) => ({
      ...textErrors(values.title, values.description),
      url: mode === 'youtube-url' ? urlError(values.url) : null,
      duration: mode === 'youtube-url' ? durationError(values.duration) : null,
      file: mode === 'file-upload' ? fileError(values.file) : null,
    }),
  });
  const urlId = mode === 'youtube-url' ? parseYouTubeId(form.values.url) : null;

  async function save(values: Values, link: Pick<VideoInput, 'video_url' | 'youtube_id' | 'thumbnail_url' | 'duration'>) {
    const { saved } = createVideo(personCopy(profile), {
      title: values.title,
      description: values.description,
      category: values.category,
      ...link,
    });
    try {
      await settle(saved, () => toast.error(TEXTS.toasts.videos.saveFailed));
    } catch {
      toast.error(TEXTS.toasts.videos.saveFailed);
      return;
    }
    toast.success(TEXTS.toasts.videos.saved);
    navigate('/profile?tab=videos');
  }

  async function uploadFile(values: Values) {
    // Uploading needs the network: say so before reading the file.
    if (!navigator.onLine) throw new OfflineError();
    const file = values.file as File;
    setProgress(20);
    const base64 = await fileToBase64(file);
    setProgress(40);
    const result = await youtubeCall({
      action: 'upload_video',
      title: values.title.trim(),
      description: values.description.trim(),
      file: base64,
      mime_type: videoFileType(file) ?? 'video/mp4',
    });
    if (!result.success) {
      setProgress(null);
      const message =
        result.error_code === 'AUTH_REQUIRED'
          ? TEXTS.toasts.videos.youtubeNotConfigured
          : result.details
            ? TEXTS.toasts.videos.uploadFailedBecause(result.details)
            : TEXTS.toasts.videos.uploadFailed;
      toast.error(message, { autoClose: result.error_code === 'AUTH_REQUIRED' ? 8000 : undefined });
      return;
    }
    const id = parseYouTubeId(result.videoUrl);
    if (!id) throw new Error(TEXTS.toasts.videos.uploadFailed);
    setProgress(100);
    await save(values, {
      video_url: watchUrl(id),
      youtube_id: id,
      thumbnail_url: result.thumbnailUrl,
      duration: result.duration === 'N/A' ? null : result.duration,
    });
  }

  const onSubmit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      if (mode === 'youtube-url') {
        const id = parseYouTubeId(values.url) as string;
        await save(values, {
          video_url: watchUrl(id),
          youtube_id: id,
          thumbnail_url: thumbnailUrl(id),
          duration: values.duration.trim() || null,
        });
      } else {
        await uploadFile(values);
      }
    } catch (error) {
      setProgress(null);
      toast.error(errorText(error, TEXTS.toasts.videos.uploadFailed));
    } finally {
      setBusy(false);
    }
  }, focusFirstInvalid);

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SegmentedControl
          aria-label={U.source}
          value={mode}
          onChange={(value) => {
            setMode(value as Mode);
            form.clearErrors();
          }}
          disabled={busy}
          data={[
            { value: 'youtube-url', label: U.sources['youtube-url'] },
            { value: 'file-upload', label: U.sources['file-upload'] },
          ]}
        />

        {mode === 'youtube-url' ? (
          <>
            <TextInput
              label={U.url}
              placeholder={U.urlPlaceholder}
              description={U.urlHint}
              leftSection={<IconBrandYoutube size={16} />}
              withAsterisk
              {...form.getInputProps('url')}
            />
            {urlId && (
              <Group gap="md" wrap="nowrap" align="center">
                <div style={{ width: 160, flexShrink: 0 }}>
                  <VideoThumbnail video={{ youtube_id: urlId, thumbnail_url: null }} alt={U.preview} />
                </div>
                <Text size="sm" c="dimmed">
                  {U.videoId} <strong>{urlId}</strong>
                </Text>
              </Group>
            )}
          </>
        ) : (
          <FileInput
            label={U.file}
            placeholder={U.filePlaceholder}
            description={U.fileHint}
            accept={VIDEO_FILE_ACCEPT}
            leftSection={<IconFileUpload size={16} />}
            clearable
            withAsterisk
            disabled={busy}
            {...form.getInputProps('file')}
          />
        )}

        <TextInput
          label={TEXTS.fields.title}
          withAsterisk
          maxLength={LIMITS.videoTitle + 20}
          description={`${form.values.title.trim().length}/${LIMITS.videoTitle}`}
          disabled={busy}
          {...form.getInputProps('title')}
        />
        <Textarea
          label={TEXTS.fields.description}
          withAsterisk
          minRows={5}
          rows={5}
          description={`${form.values.description.trim().length}/${LIMITS.videoDescriptionBelow - 1}`}
          disabled={busy}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={TEXTS.fields.category}
            data={[...VIDEO_CATEGORIES]}
            allowDeselect={false}
            disabled={busy}
            {...form.getInputProps('category')}
          />
          {mode === 'youtube-url' && (
            <TextInput label={U.duration} placeholder={U.durationPlaceholder} disabled={busy} {...form.getInputProps('duration')} />
          )}
        </SimpleGrid>

        {progress !== null && (
          <Stack gap={4}>
            <Progress value={progress} aria-label={U.progress} animated={progress < 100} />
            <Text size="sm" c="dimmed" aria-live="polite">
              {PROGRESS_LABELS[progress]} {progress}%
            </Text>
          </Stack>
        )}

        <Group justify="flex-end">
          <Button component={Link} to="/dashboard" variant="default" disabled={busy}>
            {TEXTS.actions.cancel}
          </Button>
          <Button type="submit" loading={busy} leftSection={<IconUpload size={16} />}>
            {mode === 'youtube-url' ? U.save : TEXTS.actions.uploadVideo}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /upload-video: mentors publish a YouTube link or upload a file to the platform's channel. Mentors only:
 * the route's guard sends everyone else to the dashboard.
 */
export function UploadVideoPage() {
  const my = useMyProfile();
  if (my.status !== 'ready') return <PageLoader />;
  return (
    <Container size="sm" py="xl">
      <Title order={1}>{TEXTS.actions.uploadVideo}</Title>
      <Text c="dimmed" mt={4} mb="lg">
        {U.intro}
      </Text>
      <UploadVideoForm profile={my.profile} />
    </Container>
  );
}
