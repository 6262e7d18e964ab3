import { PROFILE_FIELDS, readFields, type Profile } from '@mentorbridge/model';
import { documentReader } from '@/lib/converters';

/* The profile's reader, apart from the live hooks of profile.ts: it loads without the Firestore SDK, so the mentor
   directory reads its first page over REST before the SDK has arrived (lib/firestoreRest.ts). */

/** Reads `profiles/{uid}` into the model's Profile, field by field as PROFILE_FIELDS defines them (missing fields read as their defaults). */
export const profileConverter = documentReader<Profile>((id, d) => readFields(PROFILE_FIELDS, id, d));
