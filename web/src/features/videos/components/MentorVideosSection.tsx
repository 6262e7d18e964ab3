import { useState } from 'react';
import { TEXTS } from '@mentorbridge/model';
import { CardSection } from '@/components/CardSection';
import { usePublicMentorVideos } from '../api/videos';
import type { Video } from '../api/types';
import { VideoCard } from './VideoCard';
import { VideoPlayerDialog } from './VideoPlayerDialog';

/** A mentor's newest videos on their public page, playable there. */
export function MentorVideosSection({ mentorId }: { mentorId: string }) {
  const state = usePublicMentorVideos(mentorId);
  const [playing, setPlaying] = useState<Video | null>(null);
  return (
    <>
      <CardSection
        id="mentor-videos"
        title={TEXTS.mentorPage.videos}
        status={state.status}
        items={state.data}
        texts={{ loading: TEXTS.loading.videos, failed: TEXTS.alerts.videosFailed, empty: TEXTS.mentorPage.noVideos }}
        card={({ id, data }) => <VideoCard key={id} video={data} onPlay={setPlaying} />}
      />
      <VideoPlayerDialog video={playing} onClose={() => setPlaying(null)} />
    </>
  );
}
