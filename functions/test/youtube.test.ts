import {
  adminPaths,
  CALLABLE_REQUEST_BYTES,
  CALLABLES,
  paths,
  schemas,
  TEXTS,
  UPLOAD_QUOTA_DEFAULT,
  UPLOAD_QUOTA_WINDOW_HOURS,
  type YoutubeRequest,
} from '@mentorbridge/model';
import { Timestamp } from 'firebase-admin/firestore';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatIsoDuration } from '../src/youtube/duration';
import { fakeGoogleRoot } from '../src/youtube/google';
import { tokenStatus, type StoredToken } from '../src/youtube/status';
import {
  closeCallers,
  COMPLETE_MENTOR,
  createAccount,
  db,
  errorCode,
  failureOf,
  signedInCaller,
  signedOutCaller,
  type Caller,
} from './callers';
import { FAKE_CODES, FakeGoogle, fakeGooglePort } from './support/fakeGoogle';

const TOKEN_DOC = paths.youtubeIntegration;
const DAY = 24 * 60 * 60 * 1000;
const REDIRECT = 'http://127.0.0.1:4173/youtube-setup';
const VIDEO_BYTES = Buffer.from('not really an mp4, but bytes all the same \u0000\u0001\u00ff');

type Call = Caller;
type Result = Record<string, unknown>;

const fake = new FakeGoogle();
let admin: Call;
let mentor: Call;
let student: Call;
let mentorId: string;

const youtube = (caller: Call, data: unknown) => caller<unknown, Result>(CALLABLES.youtubeUpload, data);

async function storeToken(refreshToken: string, ageDays = 0, extra: Record<string, unknown> = {}) {
  await db.doc(TOKEN_DOC).set({
    refresh_token: refreshToken,
    token_created_at: Timestamp.fromMillis(Date.now() - ageDays * DAY),
    last_used_at: null,
    error_count: 0,
    last_error: null,
    ...extra,
  });
}

const storedToken = async () => (await db.doc(TOKEN_DOC).get()).data();

/** A valid upload request, with `overrides` (some deliberately invalid). */
const upload = (overrides: Record<string, unknown> = {}) => ({
  ...({
    action: 'upload_video',
    title: 'System design basics',
    description: 'How to approach a system design interview.',
    file: VIDEO_BYTES.toString('base64'),
    mime_type: 'video/mp4',
  } satisfies YoutubeRequest<'upload_video'>),
  ...overrides,
});

beforeAll(async () => {
  await fake.start();
  const [a, m, s] = await Promise.all([
    createAccount('yt-admin', { admin_role: 'admin' }),
    createAccount('yt-mentor', COMPLETE_MENTOR),
    createAccount('yt-student'),
  ]);
  mentorId = m.uid;
  [admin, mentor, student] = await Promise.all([a, m, s].map((acc) => signedInCaller(acc.email)));
});

afterAll(async () => {
  await fake.stop();
  await closeCallers();
});

beforeEach(async () => {
  fake.reset();
  await db.doc(TOKEN_DOC).delete();
  // The shared mentor uploads in several tests: each starts with the whole quota.
  await db.doc(adminPaths.uploadQuota(mentorId)).delete();
});

describe('token status rules (pure)', () => {
  const stored = (errorCount = 0): StoredToken => ({
    refresh_token: 'r',
    token_created_at: Timestamp.fromMillis(Date.UTC(2026, 0, 1)),
    last_used_at: null,
    error_count: errorCount,
    last_error: errorCount ? 'boom' : null,
  });
  const at = (ageDays: number) => Date.UTC(2026, 0, 1) + ageDays * DAY;

  it('reports no token', () => {
    expect(tokenStatus(undefined, Date.now())).toEqual({ has_token: false, token_info: null, health: null });
  });

  it('is healthy while young, aging after 5 days, expired with 1 day or less left', () => {
    expect(tokenStatus(stored(), at(2)).health).toEqual({ healthy: true, daysUntilExpiry: 5, aging: false });
    expect(tokenStatus(stored(), at(5.5)).health).toEqual({ healthy: true, daysUntilExpiry: 1.5, aging: true });
    expect(tokenStatus(stored(), at(6)).health).toEqual({ healthy: false, daysUntilExpiry: 1, aging: true });
    expect(tokenStatus(stored(), at(9)).health).toEqual({ healthy: false, daysUntilExpiry: 0, aging: true });
    expect(tokenStatus(stored(), at(2)).token_info?.age_days).toBe(2);
  });

  it('is unhealthy after a failed use', () => {
    expect(tokenStatus(stored(1), at(1)).health?.healthy).toBe(false);
  });

  it('formats YouTube durations', () => {
    expect(formatIsoDuration('PT2M5S')).toBe('2:05');
    expect(formatIsoDuration('PT1H2M3S')).toBe('1:02:03');
    expect(formatIsoDuration('PT45S')).toBe('0:45');
    expect(formatIsoDuration('P0D')).toBe('N/A');
    expect(formatIsoDuration(undefined)).toBe('N/A');
  });

  it('only uses the fake Google in the emulator', () => {
    expect(fakeGoogleRoot({ YOUTUBE_FAKE_GOOGLE_PORT: '9400', MB_PORT_OFFSET: '600' })).toBeUndefined();
    expect(fakeGoogleRoot({ FUNCTIONS_EMULATOR: 'true', MB_PORT_OFFSET: '600' })).toBeUndefined();
    expect(fakeGoogleRoot({ FUNCTIONS_EMULATOR: 'true', YOUTUBE_FAKE_GOOGLE_PORT: '9400', MB_PORT_OFFSET: '600' })).toBe(
      'http://127.0.0.1:10000',
    );
  });
});

describe('youtubeUpload permissions', () => {
  const setup = [
    { action: 'get_token_status' },
    { action: 'get_oauth_url', redirect_uri: REDIRECT },
    { action: 'exchange_token', code: 'whatever', redirect_uri: REDIRECT },
    { action: 'refresh_token' },
  ] satisfies YoutubeRequest[];

  it.each(setup)('refuses $action to a student and to a mentor', async (payload) => {
    expect(await errorCode(youtube(student, payload))).toBe('functions/permission-denied');
    expect(await errorCode(youtube(mentor, payload))).toBe('functions/permission-denied');
  });

  it('refuses uploads to non-mentors (admins may only run a demo upload)', async () => {
    await storeToken('fake-refresh-ok');
    expect(await errorCode(youtube(student, upload()))).toBe('functions/permission-denied');
    expect(await errorCode(youtube(student, upload({ demo_mode: true })))).toBe('functions/permission-denied');
    expect(await errorCode(youtube(admin, upload()))).toBe('functions/permission-denied');
    expect(await youtube(admin, upload({ demo_mode: true }))).toMatchObject({ success: true, demo: true });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('youtubeUpload payload validation', () => {
  const cases: [string, unknown, string][] = [
    ['no payload', null, 'action'],
    ['an unknown action', { action: 'delete_channel' }, 'action'],
    ['an empty authorization code', { action: 'exchange_token', code: '   ', redirect_uri: REDIRECT }, 'Please enter the authorization code'],
    ['a foreign redirect URI', { action: 'get_oauth_url', redirect_uri: 'https://evil.example/steal' }, 'redirect_uri'],
    ['a missing redirect URI', { action: 'get_oauth_url' }, 'redirect_uri'],
  ];
  it.each(cases)('answers %s with invalid-argument', async (_name, payload, message) => {
    await expect(youtube(admin, payload)).rejects.toMatchObject({
      code: 'functions/invalid-argument',
      message: expect.stringContaining(message),
    });
  });

  const uploads: [string, Record<string, unknown>, string][] = [
    ['no title', { title: '' }, 'Please provide a title and description'],
    ['no description', { description: '  ' }, 'Please provide a title and description'],
    ['a long title', { title: 'x'.repeat(101) }, 'Title must be between 1 and 100 characters'],
    ['a long description', { description: 'x'.repeat(5000) }, 'Description must be less than 5000 characters'],
    ['no file', { file: '' }, 'Please select a video file'],
    ['a file that is not base64', { file: 'not base64!' }, 'Please select a valid video file'],
    ['a non-video type', { mime_type: 'image/png' }, 'Please select a valid video file'],
    ['a non-boolean demo flag', { demo_mode: 'yes' }, 'demo_mode'],
  ];
  it.each(uploads)('answers an upload with %s with invalid-argument', async (_name, patch, message) => {
    await expect(youtube(mentor, upload(patch))).rejects.toMatchObject({
      code: 'functions/invalid-argument',
      message: expect.stringContaining(message),
    });
  });
});

describe('youtubeUpload setup actions', () => {
  it('reports when no token is stored', async () => {
    expect(await youtube(admin, { action: 'get_token_status' })).toEqual({ has_token: false, token_info: null, health: null });
  });

  it('builds the consent URL for an offline upload token', async () => {
    const { oauth_url } = await youtube(admin, { action: 'get_oauth_url', redirect_uri: REDIRECT });
    const url = new URL(String(oauth_url));
    expect(url.origin).toBe(`http://127.0.0.1:${fakeGooglePort()}`);
    expect(url.searchParams.get('client_id')).toBe('demo-youtube-client-id.apps.googleusercontent.com');
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('prompt')).toBe('consent');
    expect(url.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/youtube.upload');
  });

  it('exchanges a code and stores the refresh token only on the server', async () => {
    const result = await youtube(admin, { action: 'exchange_token', code: ' good-code ', redirect_uri: REDIRECT });
    expect(result).toEqual({ success: true });
    const [exchange] = fake.requestsTo('/token');
    const form = new URLSearchParams(exchange.body.toString());
    expect(form.get('code')).toBe('good-code');
    expect(form.get('redirect_uri')).toBe(REDIRECT);
    expect(form.get('client_secret')).toBe('demo-youtube-client-secret-not-real');

    const stored = await storedToken();
    expect(stored?.refresh_token).toMatch(/^fake-refresh-/);
    expect(stored).toMatchObject({ error_count: 0, last_error: null, last_used_at: null });
    const status = await youtube(admin, { action: 'get_token_status' });
    expect(status).toMatchObject({
      has_token: true,
      token_info: { age_days: 0, error_count: 0, last_error: null, last_used_at: null },
      health: { healthy: true, daysUntilExpiry: 7, aging: false },
    });
    expect(JSON.stringify(status)).not.toContain(String(stored?.refresh_token));
  });

  it('fails with "No refresh token received" and keeps the old token', async () => {
    await storeToken('fake-refresh-old');
    const result = await youtube(admin, { action: 'exchange_token', code: FAKE_CODES.noRefreshToken, redirect_uri: REDIRECT });
    expect(result).toMatchObject({ success: false, error: 'No refresh token received' });
    expect(result.error_description).toEqual(expect.any(String));
    expect((await storedToken())?.refresh_token).toBe('fake-refresh-old');
  });

  it("reports Google's refusal of a bad code", async () => {
    const result = await youtube(admin, { action: 'exchange_token', code: FAKE_CODES.rejected, redirect_uri: REDIRECT });
    expect(result).toMatchObject({ success: false, error: 'Malformed auth code.' });
    expect((await storedToken())).toBeUndefined();
  });

  it('refreshes a stored token and records its use', async () => {
    await storeToken('fake-refresh-live', 2, { error_count: 2, last_error: 'earlier failure' });
    expect(await youtube(admin, { action: 'refresh_token' })).toEqual({ success: true });
    const form = new URLSearchParams(fake.requestsTo('/token')[0].body.toString());
    expect(form.get('grant_type')).toBe('refresh_token');
    expect(form.get('refresh_token')).toBe('fake-refresh-live');
    const stored = await storedToken();
    expect(stored).toMatchObject({ refresh_token: 'fake-refresh-live', error_count: 0, last_error: null });
    expect(stored?.last_used_at).toBeInstanceOf(Timestamp);
  });

  it('records an expired or revoked token: error_count and last_error', async () => {
    await storeToken('fake-refresh-revoked', 3);
    fake.revoked.add('fake-refresh-revoked');
    const first = await youtube(admin, { action: 'refresh_token' });
    expect(first).toEqual({ success: false, error: 'Token has been expired or revoked.', error_code: 'AUTH_REQUIRED' });
    await youtube(admin, { action: 'refresh_token' });
    expect(await storedToken()).toMatchObject({ error_count: 2, last_error: 'Token has been expired or revoked.' });
    expect(await youtube(admin, { action: 'get_token_status' })).toMatchObject({
      token_info: { error_count: 2, last_error: 'Token has been expired or revoked.' },
      health: { healthy: false },
    });
  });

  it('fails a refresh without a stored token with AUTH_REQUIRED', async () => {
    expect(await youtube(admin, { action: 'refresh_token' })).toMatchObject({ success: false, error_code: 'AUTH_REQUIRED' });
    expect(fake.requests).toHaveLength(0);
  });

  it('reports an aging token close to expiry', async () => {
    await storeToken('fake-refresh-aging', 6.5);
    expect(await youtube(admin, { action: 'get_token_status' })).toMatchObject({
      has_token: true,
      token_info: { age_days: 6.5 },
      health: { healthy: false, daysUntilExpiry: 0.5, aging: true },
    });
  });
});

describe('youtubeUpload upload_video', () => {
  it('uploads the file to the channel and returns the video links', async () => {
    await storeToken('fake-refresh-upload');
    const result = await youtube(mentor, upload({ title: '  System design basics ' }));
    expect(result).toMatchObject({ success: true, duration: '2:05' });
    const id = /^https:\/\/www\.youtube\.com\/watch\?v=([\w-]{11})$/.exec(String(result.videoUrl))?.[1];
    expect(id).toBeDefined();
    expect(result.thumbnailUrl).toBe(`https://i.ytimg.com/vi/${id}/hqdefault.jpg`);
    expect(result.demo).toBeUndefined();

    expect(fake.uploads).toHaveLength(1);
    const [sent] = fake.uploads;
    expect(sent).toMatchObject({
      title: 'System design basics',
      description: 'How to approach a system design interview.',
      privacyStatus: 'unlisted',
      mimeType: 'video/mp4',
    });
    expect(sent.bytes.equals(VIDEO_BYTES)).toBe(true);
    expect((await storedToken())?.last_used_at).toBeInstanceOf(Timestamp);
  });

  it('answers AUTH_REQUIRED when no token is stored', async () => {
    const result = await youtube(mentor, upload());
    expect(result).toMatchObject({ success: false, error_code: 'AUTH_REQUIRED' });
    expect(fake.requests).toHaveLength(0);
  });

  it('answers AUTH_REQUIRED and records the failure when the token was revoked; Google\'s text reaches admins only', async () => {
    await storeToken('fake-refresh-gone', 1);
    fake.revoked.add('fake-refresh-gone');
    const result = await youtube(mentor, upload());
    expect(result).toMatchObject({ success: false, error_code: 'AUTH_REQUIRED', details: TEXTS.errors.youtubeReauthorize });
    expect(JSON.stringify(result)).not.toContain('Token has been expired or revoked.');
    expect(fake.uploads).toHaveLength(0);
    expect(await storedToken()).toMatchObject({ error_count: 1, last_error: 'Token has been expired or revoked.' });
    expect(await youtube(admin, { action: 'get_token_status' })).toMatchObject({
      token_info: { error_count: 1, last_error: 'Token has been expired or revoked.' },
      health: { healthy: false },
    });
  });

  it('reports a YouTube API failure to the mentor in its own words and leaves the integration healthy', async () => {
    await storeToken('fake-refresh-quota');
    const googleText = 'The request cannot be completed because you have exceeded your quota.';
    fake.uploadFailure = { status: 403, message: googleText };
    const result = await youtube(mentor, upload());
    expect(result).toMatchObject({ success: false, error_code: 'UPLOAD_FAILED', details: TEXTS.errors.uploadRejected });
    expect(JSON.stringify(result)).not.toContain(googleText);
    expect(fake.requestsTo('/upload/youtube/v3/videos')).toHaveLength(1);
    expect(await storedToken()).toMatchObject({ error_count: 0, last_error: null });
    expect(await youtube(admin, { action: 'get_token_status' })).toMatchObject({
      token_info: { error_count: 0, last_error: null },
      health: { healthy: true },
    });
  });

  it('returns a marked demo result without calling Google', async () => {
    await storeToken('fake-refresh-demo');
    const result = await youtube(mentor, upload({ demo_mode: true }));
    expect(result).toMatchObject({ success: true, demo: true, details: expect.stringContaining('Demo mode') });
    expect(String(result.videoUrl)).toMatch(/watch\?v=[\w-]{11}$/);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('youtubeUpload checks who calls before it reads the payload', () => {
  /** An upload request of about 30 MB: over the 20 MB file limit, under the 32 MB callable request limit. */
  const huge = () => upload({ file: 'A'.repeat(30 * 1024 * 1024) });

  it('refuses a 30 MB upload from a signed-out caller at once, without decoding it', async () => {
    const payload = huge();
    // What the handler used to do with such a request before looking at the caller: check and decode it.
    const decodeStarted = performance.now();
    schemas.v.safeParse(schemas.youtubeRequest, payload);
    Buffer.from(String(payload.file), 'base64');
    const decodeMs = performance.now() - decodeStarted;

    const started = performance.now();
    const failure = await failureOf(youtube(signedOutCaller(), payload));
    const elapsedMs = performance.now() - started;
    console.info(`30 MB signed-out upload refused in ${Math.round(elapsedMs)} ms (an in-process check and decode takes ${Math.round(decodeMs)} ms)`);
    // The schema would have refused the file as too big: this code and text prove the payload was never checked.
    expect(failure).toEqual({ code: 'functions/unauthenticated', message: TEXTS.errors.signedOut });
    // All of it is the 30 MB travelling to the function (read and parsed by the framework before any code of
    // ours runs); nothing of the payload is checked or decoded, so it returns as soon as the request has arrived.
    expect(elapsedMs).toBeLessThan(15_000);
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a 30 MB upload from a student as permission-denied, not as too big', async () => {
    expect(await errorCode(youtube(student, huge()))).toBe('functions/permission-denied');
  });

  it('refuses a 30 MB upload from a mentor by its size, before its schema and its quota', async () => {
    await storeToken('fake-refresh-huge');
    expect(await failureOf(youtube(mentor, huge()))).toEqual({
      code: 'functions/invalid-argument',
      message: TEXTS.validation.videoFileTooBig,
    });
    expect((await db.doc(adminPaths.uploadQuota(mentorId)).get()).exists).toBe(false);
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses an oversized setup request from an admin by its size', async () => {
    const code = 'x'.repeat(CALLABLE_REQUEST_BYTES.other);
    expect(await failureOf(youtube(admin, { action: 'exchange_token', code, redirect_uri: REDIRECT }))).toEqual({
      code: 'functions/invalid-argument',
      message: TEXTS.errors.requestTooLarge,
    });
    expect(fake.requests).toHaveLength(0);
  });

  const malformed: [string, unknown][] = [
    ['an exchange without a code', { action: 'exchange_token', redirect_uri: 'https://evil.example/steal' }],
    ['an OAuth URL for a foreign site', { action: 'get_oauth_url', redirect_uri: 'https://evil.example/steal' }],
    ['an unknown action', { action: 'delete_channel' }],
    ['no payload', null],
  ];
  it.each(malformed)('answers a student or a mentor sending %s with permission-denied, not invalid-argument', async (_name, payload) => {
    expect(await errorCode(youtube(student, payload))).toBe('functions/permission-denied');
    expect(await errorCode(youtube(mentor, payload))).toBe('functions/permission-denied');
    expect(await errorCode(youtube(signedOutCaller(), payload))).toBe('functions/unauthenticated');
  });
});

describe('youtubeUpload upload quota and complete mentor profiles', () => {
  it(`lets exactly ${UPLOAD_QUOTA_DEFAULT} of 10 parallel uploads of one mentor through`, async () => {
    await storeToken('fake-refresh-parallel');
    const { uid, email } = await createAccount('yt-busy', COMPLETE_MENTOR);
    const busy = await signedInCaller(email);
    // Demo uploads count like real ones and keep Google out of it.
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => youtube(busy, upload({ demo_mode: true }))));
    const succeeded = results.filter((r) => r.status === 'fulfilled');
    expect(succeeded).toHaveLength(UPLOAD_QUOTA_DEFAULT);
    for (const r of succeeded) expect(r.value).toMatchObject({ success: true, demo: true });
    const refused = await Promise.all(
      results.filter((r) => r.status === 'rejected').map((r) => failureOf(Promise.reject(r.reason))),
    );
    const quotaFailure = {
      code: 'functions/resource-exhausted',
      message: TEXTS.errors.uploadQuota(UPLOAD_QUOTA_DEFAULT, UPLOAD_QUOTA_WINDOW_HOURS),
    };
    expect(refused).toEqual(Array.from({ length: 10 - UPLOAD_QUOTA_DEFAULT }, () => quotaFailure));
    expect((await db.doc(adminPaths.uploadQuota(uid)).get()).get('uploads')).toHaveLength(UPLOAD_QUOTA_DEFAULT);
    expect(fake.requests).toHaveLength(0);
  }, 240_000);

  it('forgets uploads older than the window', async () => {
    await storeToken('fake-refresh-window');
    const hour = 60 * 60 * 1000;
    const old = Timestamp.fromMillis(Date.now() - UPLOAD_QUOTA_WINDOW_HOURS * hour - hour);
    const recent = Timestamp.fromMillis(Date.now() - hour);
    await db.doc(adminPaths.uploadQuota(mentorId)).set({
      uploads: [...Array.from({ length: 3 }, () => old), ...Array.from({ length: UPLOAD_QUOTA_DEFAULT - 1 }, () => recent)],
    });
    expect(await youtube(mentor, upload({ demo_mode: true }))).toMatchObject({ success: true, demo: true });
    expect(await errorCode(youtube(mentor, upload({ demo_mode: true })))).toBe('functions/resource-exhausted');
    expect((await db.doc(adminPaths.uploadQuota(mentorId)).get()).get('uploads')).toHaveLength(UPLOAD_QUOTA_DEFAULT);
  });

  it('does not count admins\' demo uploads from the setup page', async () => {
    await storeToken('fake-refresh-admin-demo');
    for (let i = 0; i <= UPLOAD_QUOTA_DEFAULT; i += 1) {
      expect(await youtube(admin, upload({ demo_mode: true }))).toMatchObject({ success: true, demo: true });
    }
  }, 120_000);

  const incomplete: [string, Record<string, unknown>][] = [
    ['a short bio', { bio: 'Engineer.' }],
    ['no specialization', { specialization: '  ' }],
    ['no Topmate link', { topmate_url: '' }],
    ['a link that is not Topmate', { topmate_url: 'https://calendly.com/someone' }],
  ];
  it.each(incomplete)('refuses a mentor with %s, whatever the payload', async (_name, patch) => {
    await storeToken('fake-refresh-incomplete');
    const { uid, email } = await createAccount('yt-incomplete', { ...COMPLETE_MENTOR, ...patch });
    const caller = await signedInCaller(email);
    for (const payload of [upload(), upload({ demo_mode: true }), upload({ title: '', file: 'not base64!' })]) {
      expect(await failureOf(youtube(caller, payload))).toEqual({
        code: 'functions/failed-precondition',
        message: TEXTS.errors.mentorProfileIncomplete,
      });
    }
    expect((await db.doc(adminPaths.uploadQuota(uid)).get()).exists).toBe(false);
    expect(fake.requests).toHaveLength(0);
  });
});
