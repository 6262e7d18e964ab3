import { Alert, Anchor, AspectRatio, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconUser } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { paths, TEXTS, watchUrl } from '@mentorbridge/model';
import { useOnlineStatus } from '@/components/useOnlineStatus';
import { usePageMeta } from '@/lib/usePageMeta';
import { PersonAvatar } from '@/session';
import type { Video } from '../api/types';
import { embedUrl } from '../api/youtubeUrl';
import { ReportButton } from '@/features/moderation';
import { VideoRatingControl } from './VideoRatingControl';

/** The play dialog: embedded YouTube player, mentor, the viewer's rating, description and View Mentor Profile. */
export function VideoPlayerDialog({ video, onClose }: { video: Video | null; onClose: () => void }) {
  const navigate = useNavigate();
  const online = useOnlineStatus();
  usePageMeta(video ? TEXTS.pageTitles.title(video.title) : null, null);
  return (
    <Modal opened={video !== null} onClose={onClose} title={video?.title} size="xl" centered>
      {video && (
        <Stack gap="md">
          {!online ? (
            // YouTube's player needs the network: say so instead of showing a broken frame.
            <Alert color="yellow" title={TEXTS.errors.offline}>
              {TEXTS.videos.playsOnline}
            </Alert>
          ) : video.youtube_id ? (
            <AspectRatio ratio={16 / 9}>
              <iframe
                src={embedUrl(video.youtube_id)}
                title={TEXTS.videos.playerTitle(video.title)}
                allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
                referrerPolicy="strict-origin-when-cross-origin"
                allowFullScreen
                style={{ border: 0, borderRadius: 8 }}
              />
            </AspectRatio>
          ) : (
            <Alert color="yellow">{TEXTS.videos.cannotPlay}</Alert>
          )}
          <Group gap="sm" wrap="nowrap">
            <PersonAvatar id={video.mentor_id} name={video.mentor.display_name} src={video.mentor.avatar_url} />
            <div>
              <Text fw={600}>{TEXTS.people.sharedBy(video.mentor.display_name)}</Text>
              <Text size="sm" c="dimmed">
                {video.category} · {video.duration}
              </Text>
            </div>
          </Group>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <VideoRatingControl videoId={video.id} mentorId={video.mentor_id} />
            <ReportButton kind="video" targetPath={paths.video(video.id)} authorId={video.mentor_id} what={video.title} />
          </Group>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{video.description}</Text>
          <Group justify="space-between">
            <Anchor
              href={video.youtube_id ? watchUrl(video.youtube_id) : video.video_url}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
            >
              <Group gap={4} component="span">
                {TEXTS.videos.openOnYoutube} <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
            <Button
              variant="light"
              leftSection={<IconUser size={16} />}
              onClick={() => {
                onClose();
                navigate(`/profile/${video.mentor_id}`);
              }}
            >
              {TEXTS.videos.viewMentorProfile}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
