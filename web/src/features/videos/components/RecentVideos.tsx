import { Alert, Anchor, Card, Group, Image, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { TEXTS } from '@mentorbridge/model';
import { formatDate } from '@/lib/dates';
import { useRecentVideos } from '../api/videos';
import { SkeletonGrid } from '@/components/SkeletonGrid';

/** A neutral play-button tile for thumbnails that cannot load (offline, or removed at the host). */
const THUMBNAIL_FALLBACK =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#868e96"/><path d="M6.5 2.5v4l3.5-2z" fill="#fff"/></svg>',
  );

/** A mentor's `count` most recent videos as cards linking to YouTube (the dashboard's videos). */
export function RecentVideos({ mentorId, count }: { mentorId: string; count: number }) {
  const videos = useRecentVideos(mentorId, count);
  if (videos.status === 'loading') {
    return (
      <SkeletonGrid label={TEXTS.loading.videos} cols={{ base: 1, sm: 2, md: 3 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={200} radius="md" />
        ))}
      </SkeletonGrid>
    );
  }
  if (videos.status === 'error') return <Alert color="red">{TEXTS.alerts.videosFailed}</Alert>;
  if (videos.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {TEXTS.empty.dashboardVideos}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {videos.data.map(({ id, data: v }) => (
        <Card key={id} withBorder radius="md" padding="md" component="article" aria-label={v.title}>
          {v.thumbnail_url && (
            <Card.Section>
              <Image src={v.thumbnail_url} alt="" h={160} fit="cover" fallbackSrc={THUMBNAIL_FALLBACK} />
            </Card.Section>
          )}
          <Stack gap={4} mt="sm">
            <Anchor href={v.video_url} target="_blank" rel="noopener noreferrer" fw={600} lineClamp={2}>
              {v.title}
            </Anchor>
            <Group gap="xs" c="dimmed">
              <IconClock size={14} aria-hidden />
              <Text size="xs">{v.duration}</Text>
              {v.created_at && <Text size="xs">· {formatDate(v.created_at)}</Text>}
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
