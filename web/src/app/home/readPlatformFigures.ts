import { FEATURED_MENTORS, PLATFORM_COUNTS, responseRateText, responsivenessText } from '@mentorbridge/model';
import { mentorCard } from '@/features/mentors/api/card';
import { countList, runListQuery } from '@/lib/firestoreRest';
import { decodeFields, documentIdOf } from '@/lib/restDocument';
import { profileConverter } from '@/session/profileReader';
import { formatFigure, PLATFORM_COUNT_NAMES, type FeaturedMentor, type PlatformFigures } from './figures';

/**
 * The home page's figures from Firestore, over the REST API with no SDK (lib/firestoreRest.ts): three `count()`
 * aggregations (PLATFORM_COUNTS) and the featured mentors' one bounded query (FEATURED_MENTORS, three documents with
 * the directory's fields), side by side. Loaded as a chunk of its own once the landing page is up.
 */
export async function readPlatformFigures(): Promise<PlatformFigures> {
  const { list, sort } = FEATURED_MENTORS;
  const [counts, page] = await Promise.all([
    Promise.all(PLATFORM_COUNT_NAMES.map((name) => countList({ list: PLATFORM_COUNTS[name], filters: {}, term: null }))),
    runListQuery({ list, filters: {}, term: null, sort }, null, list.pageSize),
  ]);
  const featured = page.documents.map((doc): FeaturedMentor => {
    const mentor = profileConverter.read(documentIdOf(doc), decodeFields(doc.fields));
    const card = mentorCard(mentor);
    return {
      id: mentor.id,
      name: card.name,
      specialization: card.specialization,
      avatar_url: mentor.avatar_url,
      responds: [responsivenessText(mentor.stats), responseRateText(mentor.stats)].filter(Boolean).join(' · '),
    };
  });
  return {
    counts: Object.fromEntries(PLATFORM_COUNT_NAMES.map((name, i) => [name, formatFigure(counts[i])])) as PlatformFigures['counts'],
    featured,
  };
}
