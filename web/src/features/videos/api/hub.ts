import { LISTS, videoSearchText } from '@mentorbridge/model';
import { usePublicList, type PublicList } from '@/lib/usePublicList';
import { videoConverter } from './converters';
import { VIDEOS_OFFLINE, type VideoFilters } from './filters';
import type { Video } from './types';

/**
 * The career hub a page at a time, newest first, with the category and mentor filters and the search run by
 * the server over every video. Offline, the same filters and search run over the videos this device saved.
 */
export function useVideoHub(filters: VideoFilters, pages: number): PublicList<Video> {
  return usePublicList({
    read: videoConverter.read,
    list: LISTS.videos,
    filters: { category: filters.category ?? '', mentor_id: filters.mentorId ?? '' },
    search: filters.search,
    searchText: videoSearchText,
    pages,
    offline: VIDEOS_OFFLINE,
  });
}
