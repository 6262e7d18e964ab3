// Public API of the videos feature for other features (profile videos tab, dashboard, admin).
export { useVideos, useMentorVideos, createVideo, deleteVideo } from './api/videos';
export type { VideosState, NewVideo } from './api/videos';
export { toVideo, VIDEO_CATEGORIES, VIDEO_DEFAULTS } from './api/model';
export type { Video, VideoDoc, VideoCategory } from './api/model';
export { filterVideos, NO_FILTERS } from './api/filters';
export type { VideoFilters } from './api/filters';
export { parseYouTubeId, watchUrl, embedUrl, thumbnailCandidates, STOCK_THUMBNAIL } from './api/youtubeUrl';
export { VideoCard } from './components/VideoCard';
export { VideoThumbnail } from './components/VideoThumbnail';
export { VideoPlayerDialog } from './components/VideoPlayerDialog';
