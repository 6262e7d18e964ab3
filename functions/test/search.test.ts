// The search triggers (functions/src/search.ts), against the emulators: the server-kept search fields follow
// the text of profiles, videos and discussions, and a mentor's rename reaches their videos' search.
import {
  newDiscussion,
  newVideo,
  paths,
  personCopy,
  searchTokens,
  SEARCH_LIMITS,
  watchUrl,
} from '@mentorbridge/model';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { closeCallers, db, eventually, profileData, TRIGGER_TEST_TIMEOUT_MS, uniqueId as id } from './callers';

const field = (path: string, name: string) => async () => (await db.doc(path).get()).get(name) as unknown;
const has = (path: string, token: string) => async () => ((await field(path, 'search_tokens')()) as string[] | undefined)?.includes(token) ?? false;

afterAll(closeCallers);

describe('profile search fields', () => {
  it('are computed on create and follow every change of the text, the specialization and the rate', async () => {
    const path = paths.profile(id('mentor'));
    await db.doc(path).set(
      profileData({ role: 'mentor', display_name: 'Zoë Ångström', specialization: 'Data Science', hourly_rate: 45, expertise: ['Python', 'python'] }),
    );
    expect(await eventually(field(path, 'rate_bucket'), '0-50')).toEqual('0-50');
    const tokens = (await field(path, 'search_tokens')()) as string[];
    // Case and accents folded, each token once.
    expect(tokens).toEqual(expect.arrayContaining(['zoe', 'angstrom', 'data', 'science', 'pyth', 'python', 'remote']));
    expect(tokens.filter((t) => t === 'python')).toHaveLength(1);
    expect(await field(path, 'industry')()).toBe('Data Science');

    await db.doc(path).update({ display_name: 'Zoë Renamed', specialization: 'Quantum Computing', hourly_rate: 120 });
    expect(await eventually(field(path, 'rate_bucket'), '101+')).toEqual('101+');
    expect(await eventually(has(path, 'renamed'), true)).toEqual(true);
    expect(await has(path, 'angstrom')()).toBe(false);
    expect(await field(path, 'industry')()).toBe('Other');
  }, TRIGGER_TEST_TIMEOUT_MS);

  it('stay within the bound however long the text is', async () => {
    const path = paths.profile(id('wordy'));
    const bio = Array.from({ length: 600 }, (_, i) => `word${i.toString(36)}`).join(' ');
    await db.doc(path).set(profileData({ role: 'mentor', display_name: 'Wordy Mentor', bio }));
    expect(await eventually(has(path, 'wordy'), true)).toEqual(true);
    const tokens = (await field(path, 'search_tokens')()) as string[];
    expect(tokens.length).toBeLessThanOrEqual(SEARCH_LIMITS.tokens);
    expect(tokens).toEqual(searchTokens(['Wordy Mentor', '', 'Remote', bio]));
  }, TRIGGER_TEST_TIMEOUT_MS);
});

describe('video and discussion search fields', () => {
  it('cover a video’s title, description and mentor name, and follow a rename of the mentor', async () => {
    const mentorId = id('mentor');
    const videoPath = paths.video(id('video'));
    await db.doc(paths.profile(mentorId)).set(profileData({ role: 'mentor', display_name: 'Hélène Dupont' }));
    const ytId = 'dQw4w9WgXcQ';
    await db.doc(videoPath).set(
      newVideo(
        { title: 'Résumé Reviews', description: 'Live critique of real CVs.', video_url: watchUrl(ytId), youtube_id: ytId, category: 'Career' },
        personCopy({ id: mentorId, display_name: 'Hélène Dupont' }),
        Timestamp.now(),
      ),
    );
    expect(await eventually(has(videoPath, 'helene'), true)).toEqual(true);
    expect(await has(videoPath, 'resume')()).toBe(true);
    expect(await has(videoPath, 'critique')()).toBe(true);

    await db.doc(paths.profile(mentorId)).update({ display_name: 'Hélène Martin' });
    expect(await eventually(has(videoPath, 'martin'), true)).toEqual(true);
    expect(await has(videoPath, 'dupont')()).toBe(false);
  }, TRIGGER_TEST_TIMEOUT_MS);

  it('cover a discussion’s title, tags and content', async () => {
    const path = paths.discussion(id('discussion'));
    await db.doc(path).set(
      newDiscussion(
        { title: 'Négocier son salaire', content: 'How do you prepare?', category: 'Career Advice', tags: ['Offers'] },
        personCopy({ id: id('admin'), display_name: 'Ava Admin' }),
        Timestamp.now(),
      ),
    );
    expect(await eventually(has(path, 'negocier'), true)).toEqual(true);
    expect(await has(path, 'offers')()).toBe(true);
    expect(await has(path, 'prep')()).toBe(true);
  }, TRIGGER_TEST_TIMEOUT_MS);
});
