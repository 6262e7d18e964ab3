import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  documentId,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import {
  COLLECTIONS,
  discussionSearchFields,
  FEATURED_MENTORS,
  LISTS,
  MENTOR_SORTS,
  newDiscussion,
  newProfile,
  newVideo,
  orderOf,
  paths,
  PLATFORM_COUNTS,
  profileSearchFields,
  videoSearchFields,
  watchUrl,
  type ListDefinition,
} from '@mentorbridge/model';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { expectAllowed, expectDenied, person, profileDoc, rulesEnv, SEEDED_AT, seedDocs } from './setup';

// The search fields (docs/data-model.md, "Search fields") are written only by functions, and the public lists'
// queries (model/src/lists.ts) are open to visitors.

let env: RulesTestEnvironment;
const anon = () => env.unauthenticatedContext().firestore() as unknown as Firestore;
const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;

const MAYA = person('mentor', 'Maya Mentor');
const mentorProfile = { role: 'mentor' as const, display_name: 'Maya Mentor', specialization: 'Data Science', hourly_rate: 40 };
const ID = 'dQw4w9WgXcQ';
const videoInput = { title: 'Intro to Python', description: 'First steps.', video_url: watchUrl(ID), youtube_id: ID, category: 'Tech' };
const discussionInput = { title: 'Résumé tips', content: 'Share yours.', category: 'Career Advice', tags: ['cv'] };

/** A list's query as the app runs it: its fixed filters, the given filters and search term, sorted, one page. */
function listQuery(db: Firestore, list: ListDefinition, filters: Record<string, string>, term: string | null, sort?: string) {
  const order = orderOf(list, sort);
  const constraints: QueryConstraint[] = [
    ...list.fixed.map(([field, value]) => where(field, '==', value)),
    ...Object.entries(filters).map(([field, value]) => where(field, '==', value)),
    ...(term ? [where('search_tokens', 'array-contains', term)] : []),
    orderBy(order.field, order.direction),
    orderBy(documentId(), order.direction),
    limit(list.pageSize),
  ];
  return query(collection(db, list.collection), ...constraints);
}

beforeAll(async () => {
  env = await rulesEnv('search');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  const maya = profileDoc(mentorProfile);
  await seedDocs(env, {
    [paths.profile('mentor')]: { ...maya, ...profileSearchFields(maya) },
    [paths.profile('student')]: profileDoc({ display_name: 'Sam Student' }),
    [paths.profile('admin')]: profileDoc({ admin_role: 'admin', display_name: 'Ava Admin' }),
    [paths.video('v1')]: { ...newVideo(videoInput, MAYA, SEEDED_AT), ...videoSearchFields({ ...videoInput, mentor: MAYA }) },
  });
});

describe('search fields', () => {
  it('are never written by a client creating a profile', async () => {
    const fresh = newProfile({ display_name: 'New Mentor', role: 'mentor' }, serverTimestamp());
    await expectAllowed(setDoc(doc(as('ok'), paths.profile('ok')), fresh));
    for (const [field, value] of Object.entries(profileSearchFields({ ...fresh, hourly_rate: 0 }))) {
      await expectDenied(setDoc(doc(as('new'), paths.profile('new')), { ...fresh, [field]: value }));
    }
  });

  it('are never changed by the profile owner, who may still edit their own fields', async () => {
    const mine = doc(as('mentor'), paths.profile('mentor'));
    await expectAllowed(updateDoc(mine, { display_name: 'Maya M.', updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(mine, { search_tokens: ['anything'], updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(mine, { rate_bucket: '101+', updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(mine, { industry: 'Cybersecurity', updated_at: serverTimestamp() }));
    // The "Most responsive" sort key: a mentor cannot move themselves to the top of the directory.
    await expectDenied(updateDoc(mine, { response_rank: 0, updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(mine, { response_rank: 0, display_name: 'Maya M.', updated_at: serverTimestamp() }));
  });

  it('keep the responsiveness sort key from every client, admins included', async () => {
    await expectDenied(updateDoc(doc(as('admin'), paths.profile('mentor')), { response_rank: 0, updated_at: serverTimestamp() }));
    await expectDenied(updateDoc(doc(as('student'), paths.profile('mentor')), { response_rank: 0, updated_at: serverTimestamp() }));
    const fresh = newProfile({ display_name: 'Quick Mentor', role: 'mentor' }, serverTimestamp());
    await expectDenied(setDoc(doc(as('quick'), paths.profile('quick')), { ...fresh, response_rank: 0 }));
    await expectAllowed(setDoc(doc(as('quick'), paths.profile('quick')), fresh));
  });

  it('are never written by a client creating a video or a discussion', async () => {
    const video = newVideo(videoInput, MAYA, serverTimestamp());
    await expectAllowed(setDoc(doc(as('mentor'), paths.video('ok')), video));
    await expectDenied(setDoc(doc(as('mentor'), paths.video('stuffed')), { ...video, search_tokens: ['free', 'money'] }));

    const admin = doc(as('admin'), paths.discussion('d'));
    const discussion = newDiscussion(discussionInput, person('admin', 'Ava Admin'), serverTimestamp());
    await expectDenied(setDoc(admin, { ...discussion, ...discussionSearchFields(discussionInput) }));
    await expectAllowed(setDoc(admin, discussion));
  });
});

describe('list queries', () => {
  it('let visitors read every public list a page at a time, with filters and search', async () => {
    await expectAllowed(getDocs(listQuery(anon(), LISTS.mentors, {}, null)));
    await expectAllowed(getDocs(listQuery(anon(), LISTS.mentors, { industry: 'Data Science', rate_bucket: '0-50' }, 'pyth')));
    await expectAllowed(getDocs(listQuery(anon(), LISTS.mentors, {}, null, MENTOR_SORTS.responsive)));
    await expectAllowed(getDocs(listQuery(anon(), LISTS.mentors, { industry: 'Data Science' }, 'maya', MENTOR_SORTS.responsive)));
    await expectAllowed(getDocs(listQuery(anon(), LISTS.videos, { category: 'Tech', mentor_id: 'mentor' }, 'intro')));
    await expectAllowed(getDocs(listQuery(anon(), LISTS.discussions, {}, 'resume')));
    await expectAllowed(getDocs(listQuery(anon(), LISTS.projects, { category: 'Web Development', difficulty: 'beginner' }, null)));
    await expectAllowed(getDocs(query(collection(anon(), COLLECTIONS.projects), limit(1))));
  });

  it("let visitors count the home page's numbers and read its featured mentors", async () => {
    const counted = (list: ListDefinition) =>
      getCountFromServer(query(collection(anon(), list.collection), ...list.fixed.map(([field, value]) => where(field, '==', value))));
    for (const list of Object.values(PLATFORM_COUNTS)) await expectAllowed(counted(list));
    await expectAllowed(getDocs(listQuery(anon(), FEATURED_MENTORS.list, {}, null, FEATURED_MENTORS.sort)));
    // Counting every profile could reach students' ones: a visitor may count mentors only.
    await expectDenied(counted({ ...LISTS.mentors, fixed: [] }));
    await expectDenied(counted({ ...LISTS.mentors, fixed: [['accepting', true]] }));
  });

  it('refuse visitors a profile search that could reach non-mentor profiles', async () => {
    const withoutRole = { ...LISTS.mentors, fixed: [] };
    await expectDenied(getDocs(listQuery(anon(), withoutRole, {}, 'sam')));
    await expectAllowed(getDocs(listQuery(as('student'), withoutRole, {}, 'sam')));
  });
});
