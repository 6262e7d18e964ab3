import { useState } from 'react';
import { TEXTS } from '@mentorbridge/model';
import { OwnCardGrid } from '@/components/CardSection';
import { useMentorVideos } from '../api/videos';
import type { Video } from '../api/types';
import { VideoCard } from './VideoCard';
import { VideoPlayerDialog } from './VideoPlayerDialog';

/** The mentor's own videos, playable, with a way to add one (the profile's Videos tab). */
export function MyVideos({ mentorId }: { mentorId: string }) {
  const state = useMentorVideos(mentorId);
  const [playing, setPlaying] = useState<Video | null>(null);
  return (
    <>
      <OwnCardGrid
        intro={TEXTS.videos.myVideosIntro}
        add={{ label: TEXTS.actions.uploadVideo, to: '/upload-video' }}
        status={state.status === 'ready' ? 'success' : state.status}
        items={state.videos}
        texts={{ loading: TEXTS.loading.page, failed: TEXTS.alerts.videosFailed, empty: TEXTS.empty.myVideos }}
        card={(video) => <VideoCard key={video.id} video={video} onPlay={setPlaying} />}
      />
      <VideoPlayerDialog video={playing} onClose={() => setPlaying(null)} />
    </>
  );
}
