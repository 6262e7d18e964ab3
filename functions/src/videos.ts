import { paths } from '@mentorbridge/model';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { db } from './lib/app';

/** Deleting a video removes its ratings (the counter trigger they fire finds the video gone and skips it). */
export const onVideoDeleted = onDocumentDeleted(paths.video('{v}'), (event) =>
  db.recursiveDelete(db.collection(paths.videoRatings(event.params.v))),
);
