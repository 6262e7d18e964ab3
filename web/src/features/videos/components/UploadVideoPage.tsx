import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Center,
  Container,
  FileInput,
  Group,
  Loader,
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
import { notifications } from '@mantine/notifications';
import { IconBrandYoutube, IconFileUpload, IconUpload } from '@tabler/icons-react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { LIMITS } from '../../../config';
import { functionErrorMessage, OfflineError } from '../../../lib/functions';
import { personCopy, type Profile } from '../../../lib/models';
import { useMyProfile } from '../../profiles';
import { VIDEO_CATEGORIES, type VideoCategory } from '../api/model';
import {
  durationError,
  fileError,
  fileToBase64,
  textErrors,
  urlError,
  VIDEO_FILE_ACCEPT,
  videoFileType,
} from '../api/uploadForm';
import { createVideo, type NewVideo } from '../api/videos';
import { AUTH_REQUIRED_MESSAGE, youtubeCall } from '../api/youtubeIntegration';
import { parseYouTubeId, thumbnailUrl, watchUrl } from '../api/youtubeUrl';
import { VideoThumbnail } from './VideoThumbnail';

type Mode = 'youtube-url' | 'file-upload';

interface Values {
  url: string;
  file: File | null;
  title: string;
  description: string;
  category: VideoCategory;
  duration: string;
}

const PROGRESS_LABELS: Record<number, string> = {
  20: 'Preparing your video…',
  40: 'Uploading to YouTube…',
  100: 'Upload complete',
};

/** How long to wait for the server to confirm the save before treating it as queued (offline). */
const SAVE_ACK_WAIT_MS = 1500;

/** 'saved' once the server confirms, 'queued' when it is only stored locally for now; throws if refused. */
async function settle(saved: Promise<void>): Promise<'saved' | 'queued'> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    saved.catch(() => notifications.show({ color: 'red', message: 'Failed to save video information' }));
    return 'queued';
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<'queued'>((resolve) => {
    timer = setTimeout(() => resolve('queued'), SAVE_ACK_WAIT_MS);
  });
  try {
    const outcome = await Promise.race([saved.then(() => 'saved' as const), waited]);
    if (outcome === 'queued') {
      saved.catch(() => notifications.show({ color: 'red', message: 'Failed to save video information' }));
    }
    return outcome;
  } finally {
    clearTimeout(timer);
  }
}

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

  async function save(values: Values, link: Pick<NewVideo, 'video_url' | 'youtube_id' | 'thumbnail_url' | 'duration'>) {
    const { saved } = createVideo(personCopy(profile), {
      title: values.title,
      description: values.description,
      category: values.category,
      ...link,
    });
    try {
      await settle(saved);
    } catch {
      notifications.show({ color: 'red', message: 'Failed to save video information' });
      return;
    }
    notifications.show({ color: 'green', message: 'Video saved successfully!' });
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
          ? AUTH_REQUIRED_MESSAGE
          : result.details
            ? `Failed to upload video: ${result.details}`
            : 'Failed to upload video';
      notifications.show({ color: 'red', message, autoClose: result.error_code === 'AUTH_REQUIRED' ? 8000 : undefined });
      return;
    }
    const id = parseYouTubeId(result.videoUrl);
    if (!id) throw new Error('Failed to upload video');
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
      notifications.show({ color: 'red', message: functionErrorMessage(error, 'Failed to upload video') });
    } finally {
      setBusy(false);
    }
  });

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SegmentedControl
          aria-label="Video source"
          value={mode}
          onChange={(value) => {
            setMode(value as Mode);
            form.clearErrors();
          }}
          disabled={busy}
          data={[
            { value: 'youtube-url', label: 'YouTube URL' },
            { value: 'file-upload', label: 'Upload File' },
          ]}
        />

        {mode === 'youtube-url' ? (
          <>
            <TextInput
              label="YouTube URL"
              placeholder="https://www.youtube.com/watch?v=..."
              description="Watch, youtu.be, Shorts and embed links all work."
              leftSection={<IconBrandYoutube size={16} />}
              withAsterisk
              {...form.getInputProps('url')}
            />
            {urlId && (
              <Group gap="md" wrap="nowrap" align="center">
                <div style={{ width: 160, flexShrink: 0 }}>
                  <VideoThumbnail video={{ youtube_id: urlId, thumbnail_url: null }} alt="Video preview" />
                </div>
                <Text size="sm" c="dimmed">
                  Video ID: <strong>{urlId}</strong>
                </Text>
              </Group>
            )}
          </>
        ) : (
          <FileInput
            label="Video file"
            placeholder="Choose an MP4, MOV or WebM file"
            description="Up to 20 MB. The video is uploaded to the platform's YouTube channel as unlisted."
            accept={VIDEO_FILE_ACCEPT}
            leftSection={<IconFileUpload size={16} />}
            clearable
            withAsterisk
            disabled={busy}
            {...form.getInputProps('file')}
          />
        )}

        <TextInput
          label="Title"
          withAsterisk
          maxLength={LIMITS.videoTitleMax + 20}
          description={`${form.values.title.trim().length}/${LIMITS.videoTitleMax}`}
          disabled={busy}
          {...form.getInputProps('title')}
        />
        <Textarea
          label="Description"
          withAsterisk
          minRows={5}
          rows={5}
          description={`${form.values.description.trim().length}/${LIMITS.videoDescriptionMax - 1}`}
          disabled={busy}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Category"
            data={[...VIDEO_CATEGORIES]}
            allowDeselect={false}
            disabled={busy}
            {...form.getInputProps('category')}
          />
          {mode === 'youtube-url' && (
            <TextInput label="Duration (optional)" placeholder="e.g. 12:34" disabled={busy} {...form.getInputProps('duration')} />
          )}
        </SimpleGrid>

        {progress !== null && (
          <Stack gap={4}>
            <Progress value={progress} aria-label="Upload progress" animated={progress < 100} />
            <Text size="sm" c="dimmed" aria-live="polite">
              {PROGRESS_LABELS[progress]} {progress}%
            </Text>
          </Stack>
        )}

        <Group justify="flex-end">
          <Button component={Link} to="/dashboard" variant="default" disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} leftSection={<IconUpload size={16} />}>
            {mode === 'youtube-url' ? 'Save Video' : 'Upload Video'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /upload-video: mentors publish a YouTube link or upload a file to the platform's channel. */
export function UploadVideoPage() {
  const my = useMyProfile();
  const denied = my.status === 'missing' || (my.status === 'ready' && my.profile.role !== 'mentor');

  useEffect(() => {
    if (denied) notifications.show({ id: 'upload-video-denied', color: 'red', message: 'Only mentors can upload videos' });
  }, [denied]);
  useEffect(() => {
    if (my.status === 'signedOut') {
      notifications.show({ id: 'upload-video-signed-out', color: 'red', message: 'You must be logged in to upload videos' });
    }
  }, [my.status]);

  if (my.status === 'signedOut') return <Navigate to="/sign-in" replace />;
  if (denied) return <Navigate to="/dashboard" replace />;
  if (my.status === 'loading') {
    return (
      <Center mih="50vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return (
    <Container size="sm" py="xl">
      <Title order={1}>Upload Video</Title>
      <Text c="dimmed" mt={4} mb="lg">
        Share a career video with students: paste a YouTube link or upload a video file.
      </Text>
      {my.status === 'error' ? (
        <Alert color="red" title="Could not load your profile">
          Check your connection and reload the page.
        </Alert>
      ) : (
        <UploadVideoForm profile={my.profile} />
      )}
    </Container>
  );
}
