import { useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ProjectCard, useMentorProjects } from '../../projects';
import { useMentorVideos, VideoCard, VideoPlayerDialog, type Video } from '../../videos';

function Loading() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true" aria-label="Loading">
      <Skeleton height={160} radius="md" />
      <Skeleton height={160} radius="md" />
    </SimpleGrid>
  );
}

/** The mentor's own projects, read-only, with a way to add one. */
export function MyProjects({ mentorId }: { mentorId: string }) {
  const state = useMentorProjects(mentorId);
  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed">Practice projects you publish for students.</Text>
        <Button component={Link} to="/create-project">
          Create Project
        </Button>
      </Group>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <Alert color="red">Failed to load your projects.</Alert>}
      {state.status === 'success' && state.data.length === 0 && <Text>You have not published any projects yet.</Text>}
      {state.status === 'success' && state.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {state.data.map((item) => (
            <ProjectCard key={item.id} project={item.data} pending={item.pending} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The mentor's own videos, playable, with a way to add one. */
export function MyVideos({ mentorId }: { mentorId: string }) {
  const state = useMentorVideos(mentorId);
  const [playing, setPlaying] = useState<Video | null>(null);
  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed">Career videos you share in the Career Hub.</Text>
        <Button component={Link} to="/upload-video">
          Upload Video
        </Button>
      </Group>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <Alert color="red">Failed to load videos</Alert>}
      {state.status === 'ready' && state.videos.length === 0 && <Text>You have not shared any videos yet.</Text>}
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
