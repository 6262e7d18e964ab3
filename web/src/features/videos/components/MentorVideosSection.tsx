import { useState } from 'react';
import { Alert, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { TEXTS } from '@mentorbridge/model';
import { SkeletonGrid } from '@/components/SkeletonGrid';
import { usePublicMentorVideos } from '../api/videos';
import type { Video } from '../api/types';
import { VideoCard } from './VideoCard';
import { VideoPlayerDialog } from './VideoPlayerDialog';

/** A mentor's newest videos on their public page, playable there. */
export function MentorVideosSection({ mentorId }: { mentorId: string }) {
  const state = usePublicMentorVideos(mentorId);
  const [playing, setPlaying] = useState<Video | null>(null);
  return (
    <Stack gap="sm" component="section" aria-labelledby="mentor-videos">
      <Title order={2} size="h3" id="mentor-videos">
        {TEXTS.mentorPage.videos}
      </Title>
      {state.status === 'loading' && (
        <SkeletonGrid label={TEXTS.loading.videos} cols={{ base: 1, sm: 2 }}>
          <Skeleton height={160} radius="md" />
          <Skeleton height={160} radius="md" />
        </SkeletonGrid>
      )}
      {state.status === 'error' && <Alert color="red">{TEXTS.alerts.videosFailed}</Alert>}
      {state.status === 'success' && state.data.length === 0 && <Text c="dimmed">{TEXTS.mentorPage.noVideos}</Text>}
      {state.status === 'success' && state.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {state.data.map(({ id, data }) => (
            <VideoCard key={id} video={data} onPlay={setPlaying} />
          ))}
        </SimpleGrid>
      )}
      <VideoPlayerDialog video={playing} onClose={() => setPlaying(null)} />
    </Stack>
  );
}
