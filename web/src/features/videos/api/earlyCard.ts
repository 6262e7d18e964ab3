import { decodeFields, documentIdOf, type RestDocument } from '@/lib/restDocument';
import type { CardValues } from '@/lib/earlyCards';
import { toVideo } from './converters';
import { thumbnailCandidates } from './youtubeUrl';

/** A video document's values for the first cards before the app (components/earlyCard.tsx is the template). */
export function videoCardValues(doc: RestDocument): CardValues {
  const video = toVideo(documentIdOf(doc), decodeFields(doc.fields));
  return {
    slots: {
      title: video.title,
      description: video.description,
      category: video.category,
      duration: video.duration,
      mentor: video.mentor.display_name,
      rating: String(video.rating),
      thumbnail: thumbnailCandidates(video)[0],
    },
    variants: {},
  };
}
