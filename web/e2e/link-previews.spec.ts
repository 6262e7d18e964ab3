/**
 * Link previews (docs/architecture.md, "Link previews"): the HTML Hosting serves for a shared address, read as a
 * crawler reads it (a plain request, no browser, no script), through the Hosting emulator's rewrites to the
 * `linkPreview` function; and the build-time pages' own titles.
 */
import { escapeHtml, previewDescription, SITE_IMAGE_PATH } from '@mentorbridge/model/linkPreview';
import { PRODUCT_NAME, TEXTS, thumbnailUrl } from '@mentorbridge/model';
import { createUser, MENTOR_PROFILE, unique } from './support/admin';
import { personOf, writeDiscussion, writeProject, writeVideo } from './support/documents';
import { expect, test } from './support/test';
import type { APIRequestContext } from '@playwright/test';

/** A name with every character HTML gives a meaning, as a person may type it. */
const NAME = `Ada <b>"Lovelace"</b> & O'Hara`;
const AVATAR = 'https://images.example.com/ada.png?size=256&v=2';

const decode = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** What a crawler reads from a page's head: the title, the description, the canonical link and the og:/twitter: tags. */
function previewTags(html: string) {
  const all = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => decode(match[1] ?? ''));
  const tags: Record<string, string[]> = {};
  for (const [, key, value] of html.matchAll(/<meta (?:property|name)="((?:og|twitter):[a-z_]+)" content="([^"]*)"/g)) {
    (tags[key] ??= []).push(decode(value));
  }
  return {
    titles: all(/<title>([^<]*)<\/title>/g),
    descriptions: all(/<meta name="description" content="([^"]*)"/g),
    canonical: all(/<link rel="canonical" href="([^"]*)"/g),
    tags,
  };
}

/** The page Hosting serves at `path`, its status 200 and its caching the preview's. */
async function served(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toContain('text/html');
  expect(response.headers()['content-security-policy'], path).toContain("script-src 'self' 'sha256-");
  return response.text();
}

/** The preview of `path` says exactly this, in the title, the description, the canonical link and every tag. */
async function expectPreview(
  request: APIRequestContext,
  path: string,
  want: { title: string; description: string; url: string; image: string; type: string; card: string },
): Promise<string> {
  const response = await request.get(path);
  expect(response.headers()['cache-control'], path).toBe('public, max-age=300, s-maxage=600');
  const html = await served(request, path);
  expect(previewTags(html), path).toEqual({
    titles: [want.title],
    descriptions: [want.description],
    canonical: [want.url],
    tags: {
      'og:site_name': [PRODUCT_NAME],
      'og:type': [want.type],
      'og:title': [want.title],
      'og:description': [want.description],
      'og:url': [want.url],
      'og:image': [want.image],
      'twitter:card': [want.card],
      'twitter:title': [want.title],
      'twitter:description': [want.description],
      'twitter:image': [want.image],
    },
  });
  return html;
}

test.describe('link previews', () => {
  test('a mentor, a project, a discussion and a video are served with tags that describe them, every value escaped', async ({ request, baseURL }) => {
    const bio = `Builds <data> platforms & teaches "how". ${'Mentoring new graduates through their first production systems. '.repeat(4)}`;
    const mentor = await createUser({ role: 'mentor', displayName: NAME, profile: { ...MENTOR_PROFILE, bio, avatar_url: AVATAR } });
    const author = personOf(mentor);
    const projectId = unique('preview-project');
    await writeProject({ ...author, avatar_url: AVATAR }, { title: `Ship <an> API & "docs"`, description: 'Design, build and document a REST API.', category: 'Web' }, projectId);
    const discussionId = await writeDiscussion(author, { title: 'How do you prepare for <system> design?', content: '', category: 'Career', tags: [] }, unique('preview-discussion'));
    const youtubeId = 'dQw4w9WgXcQ';
    const videoId = await writeVideo(
      author,
      { title: 'Résumés that get read', description: 'What recruiters look for first.', video_url: `https://youtu.be/${youtubeId}`, youtube_id: youtubeId, category: 'Career', thumbnail_url: thumbnailUrl(youtubeId) },
      unique('preview-video'),
    );
    const site = `${baseURL}${SITE_IMAGE_PATH}`;

    const mentorHtml = await expectPreview(request, `/profile/${mentor.uid}`, {
      title: TEXTS.mentorPage.title(NAME),
      description: previewDescription(bio),
      url: `${baseURL}/profile/${mentor.uid}`,
      image: AVATAR,
      type: 'profile',
      card: 'summary',
    });
    // The raw HTML never holds the name's markup, only its escaped text.
    expect(mentorHtml).not.toContain('<b>"Lovelace"</b>');
    expect(mentorHtml).toContain(escapeHtml(TEXTS.mentorPage.title(NAME)));
    expect(previewDescription(bio).length).toBeLessThanOrEqual(160);

    await expectPreview(request, `/projects/${projectId}`, {
      title: TEXTS.pageTitles.title(`Ship <an> API & "docs"`),
      description: 'Design, build and document a REST API.',
      url: `${baseURL}/projects/${projectId}`,
      image: AVATAR,
      type: 'article',
      card: 'summary',
    });

    // The discussion's three addresses all name its one canonical address; without content, the fallback line.
    for (const path of [`/community/discussion/${discussionId}`, `/discussion/${discussionId}`, `/discussions/${discussionId}`]) {
      await expectPreview(request, path, {
        title: TEXTS.pageTitles.title('How do you prepare for <system> design?'),
        description: TEXTS.linkPreview.discussion(NAME),
        url: `${baseURL}/community/discussion/${discussionId}`,
        image: site,
        type: 'article',
        card: 'summary',
      });
    }

    await expectPreview(request, `/career-hub/${videoId}`, {
      title: TEXTS.pageTitles.title('Résumés that get read'),
      description: 'What recruiters look for first.',
      url: `${baseURL}/career-hub/${videoId}`,
      image: thumbnailUrl(youtubeId),
      type: 'video.other',
      card: 'summary_large_image',
    });

    // The site's picture a preview falls back on is served.
    expect((await request.get(SITE_IMAGE_PATH)).status()).toBe(200);
  });

  test('an unknown id, a student or a mentor without a picture: the plain shell, or the site picture', async ({ request, baseURL }) => {
    const shell = await served(request, '/app');
    expect(previewTags(shell)).toMatchObject({ titles: [PRODUCT_NAME], canonical: [], tags: {} });
    for (const path of ['/profile/no-such-mentor', '/projects/no-such-project', '/community/discussion/no-such-discussion', '/career-hub/no-such-video']) {
      expect(await served(request, path), path).toBe(shell);
    }
    const student = await createUser({ role: 'student', displayName: NAME });
    expect(await served(request, `/profile/${student.uid}`)).toBe(shell);

    const plain = await createUser({ role: 'mentor', displayName: 'Plain Mentor', profile: { ...MENTOR_PROFILE, bio: '' } });
    await expectPreview(request, `/profile/${plain.uid}`, {
      title: TEXTS.mentorPage.title('Plain Mentor'),
      description: TEXTS.mentorPage.description('Plain Mentor', MENTOR_PROFILE.specialization),
      url: `${baseURL}/profile/${plain.uid}`,
      image: `${baseURL}${SITE_IMAGE_PATH}`,
      type: 'profile',
      card: 'summary',
    });
  });

  test("the build's pages carry their route's own title", async ({ request }) => {
    const { lists, title, home } = TEXTS.pageTitles;
    const pages = { '/': home, '/mentorship': title(lists.mentors), '/projects': title(lists.projects), '/community': title(lists.discussions), '/career-hub': title(lists.videos) };
    for (const [path, want] of Object.entries(pages)) {
      expect(previewTags(await served(request, path)).titles, path).toEqual([want]);
    }
  });
});
