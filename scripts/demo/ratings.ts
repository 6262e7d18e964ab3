/**
 * The demo ratings of the demo videos (`videos/{v}/ratings/{uid}`), by the demo students and mentors (never a
 * video's own mentor), and the counts the rating trigger should produce from them. Deterministic: most videos
 * get 3 to 7 ratings of varied stars; every fourth keeps fewer than three and shows "No ratings yet".
 */
import type { VideoFields, VideoRatingFields } from '@mentorbridge/model';
import { MENTORS, STUDENTS } from './people';
import { VIDEOS } from './videos';

export type SeedRating = Pick<VideoRatingFields, 'user_id' | 'stars'> & { video_id: string; updated_hours_ago: number };

/** Who rates, in a fixed order: students first, then mentors. */
const RATERS = [...STUDENTS, ...MENTORS].map((p) => p.id);
/** Stars by position: mostly fours and fives, some threes, the odd two. */
const STARS = [5, 4, 5, 3, 4, 5, 2, 4] as const;

export const VIDEO_RATINGS: readonly SeedRating[] = VIDEOS.flatMap((v, i) => {
  const count = i % 4 === 3 ? i % 3 : 3 + (i % 5);
  const raters = RATERS.filter((id) => id !== v.mentor_id);
  return Array.from({ length: count }, (_, j) => ({
    video_id: v.id,
    user_id: raters[(i * 3 + j) % raters.length],
    stars: STARS[(i + j) % STARS.length],
    // Each rating some hours after the video appeared, none in the future.
    updated_hours_ago: Math.max(0, v.created_hours_ago - 6 * (j + 1)),
  }));
});

/** The rating counts each demo video should end with. */
export function expectedVideoRatings(): Map<string, Pick<VideoFields, 'rating_count' | 'rating_sum'>> {
  const counts = new Map(VIDEOS.map((v) => [v.id, { rating_count: 0, rating_sum: 0 }]));
  for (const r of VIDEO_RATINGS) {
    const c = counts.get(r.video_id);
    if (c) {
      c.rating_count += 1;
      c.rating_sum += r.stars;
    }
  }
  return counts;
}
