import { useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { useMentorVideos } from '../api/videos';
import type { Video } from '../api/types';
import { VideoCard } from './VideoCard';
import { VideoPlayerDialog } from './VideoPlayerDialog';

/** The mentor's own videos, playable, with a way to add one (the profile's Videos tab). */
export function MyVideos({ mentorId }: { mentorId: string }) {
  const state = useMentorVideos(mentorId);
  const [playing, setPlaying] = useState<Video | null>(null);
  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed">{TEXTS.videos.myVideosIntro}</Text>
        <Button component={Link} to="/upload-video">
          {TEXTS.actions.uploadVideo}
        </Button>
      </Group>
      {state.status === 'loading' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true" aria-label={TEXTS.loading.page}>
          <Skeleton height={160} radius="md" />
          <Skeleton height={160} radius="md" />
        </SimpleGrid>
      )}
      {state.status === 'error' && <Alert color="red">{TEXTS.alerts.videosFailed}</Alert>}
      {state.status === 'ready' && state.videos.length === 0 && <Text>{TEXTS.empty.myVideos}</Text>}
      {state.status === 'ready' && state.videos.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {state.videos.map((video) => (
            <VideoCard key={video.id} video={video} onPlay={setPlaying} />
          ))}
        </SimpleGrid>
      )}
      <VideoPlayerDialog video={playing} onClose={() => setPlaying(null)} />
    </Stack>
  );
}
