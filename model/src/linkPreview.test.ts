import { describe, expect, it } from 'vitest';
import { newDiscussion, newProfile, newProject, newVideo } from './builders';
import { PRODUCT_NAME } from './identity';
import {
  discussionPreview,
  escapeHtml,
  mentorPreview,
  PREVIEW_DESCRIPTION_MAX,
  previewDescription,
  projectPreview,
  SHARE_PATHS,
  sharedItemOf,
  SITE_IMAGE_PATH,
  videoPreview,
  withLinkPreview,
  type LinkPreview,
} from './linkPreview';
import { thumbnailUrl } from './links';
import { SUSPENDED_FOR_GOOD } from './moderation';
import { personCopy } from './person';
import { TEXTS } from './texts';

const ORIGIN = 'https://mentorbridge.example';
const NOW = new Date('2025-01-01T00:00:00Z');
const SHELL = `<!doctype html><html lang="en"><head>
<meta charset="UTF-8" />
<meta name="description" content="${PRODUCT_NAME}: the platform." />
<title>${PRODUCT_NAME}</title>
<script>document.documentElement.dataset.x = '1'</script>
</head><body><div id="root"></div></body></html>`;

const PREVIEW: LinkPreview = {
  title: 'Ada <Lovelace> & "friends"',
  description: "It's <b>bold</b> & true",
  url: `${ORIGIN}/profile/a%26b`,
  image: 'https://img.example/a.png?x=1&y=2',
  type: 'profile',
  card: 'summary',
};

/** The content of the one tag `selector` finds, as a browser reads it. */
function contentOf(html: string, pattern: RegExp): string[] {
  const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  return [...html.matchAll(pattern)].map((match) => unescape(match[1] ?? ''));
}

describe('withLinkPreview', () => {
  const html = withLinkPreview(SHELL, PREVIEW);

  it('replaces the title and the description, once each', () => {
    expect(contentOf(html, /<title>([^<]*)<\/title>/g)).toEqual([PREVIEW.title]);
    expect(contentOf(html, /<meta name="description" content="([^"]*)"/g)).toEqual([PREVIEW.description]);
    expect(html).not.toContain(`${PRODUCT_NAME}: the platform.`);
  });

  it('writes the canonical link, Open Graph and Twitter tags, every value escaped', () => {
    expect(contentOf(html, /<link rel="canonical" href="([^"]*)"/g)).toEqual([PREVIEW.url]);
    const og = (name: string) => contentOf(html, new RegExp(`<meta property="og:${name}" content="([^"]*)"`, 'g'));
    const twitter = (name: string) => contentOf(html, new RegExp(`<meta name="twitter:${name}" content="([^"]*)"`, 'g'));
    expect(og('title')).toEqual([PREVIEW.title]);
    expect(og('description')).toEqual([PREVIEW.description]);
    expect(og('url')).toEqual([PREVIEW.url]);
    expect(og('image')).toEqual([PREVIEW.image]);
    expect(og('type')).toEqual(['profile']);
    expect(og('site_name')).toEqual([PRODUCT_NAME]);
    expect(twitter('card')).toEqual(['summary']);
    expect(twitter('title')).toEqual([PREVIEW.title]);
    expect(twitter('description')).toEqual([PREVIEW.description]);
    expect(twitter('image')).toEqual([PREVIEW.image]);
    expect(html).not.toContain('<Lovelace>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Ada &lt;Lovelace&gt; &amp; &quot;friends&quot;');
  });

  it('keeps the rest of the shell, its inline script included, and adds no script', () => {
    expect(html).toContain("<script>document.documentElement.dataset.x = '1'</script>");
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.endsWith('</head><body><div id="root"></div></body></html>')).toBe(true);
  });

  it('leaves a page without a head as it is', () => {
    expect(withLinkPreview('<p>nothing</p>', PREVIEW)).toBe('<p>nothing</p>');
  });

  it('escapes the five characters HTML gives a meaning', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('previewDescription', () => {
  it('folds spaces and keeps a short text whole', () => {
    expect(previewDescription('  Two\n\nlines  ')).toBe('Two lines');
  });

  it('cuts a long text at a word, with an ellipsis, within the limit', () => {
    const long = 'word '.repeat(100);
    const cut = previewDescription(long);
    expect(cut.length).toBeLessThanOrEqual(PREVIEW_DESCRIPTION_MAX);
    expect(cut.endsWith('word…')).toBe(true);
  });
});

describe('the previews of each kind', () => {
  const mentor = { id: 'm1', ...newProfile({ display_name: 'Maya Mentor', role: 'mentor', bio: 'Ten years of data science.', specialization: 'Data Science' }, NOW) };
  const author = personCopy({ id: 'm1', display_name: 'Maya Mentor', avatar_url: 'https://img.example/maya.png' });

  it('a mentor: their name, bio and avatar, or the site picture without one', () => {
    expect(mentorPreview(mentor, ORIGIN, NOW)).toEqual({
      title: TEXTS.mentorPage.title('Maya Mentor'),
      description: 'Ten years of data science.',
      url: `${ORIGIN}/profile/m1`,
      image: `${ORIGIN}${SITE_IMAGE_PATH}`,
      type: 'profile',
      card: 'summary',
    });
    const pictured = mentorPreview({ ...mentor, avatar_url: 'https://img.example/maya.png', bio: '' }, ORIGIN, NOW);
    expect(pictured?.image).toBe('https://img.example/maya.png');
    expect(pictured?.description).toBe(TEXTS.mentorPage.description('Maya Mentor', 'Data Science'));
  });

  it('no preview for a student, or a suspended mentor', () => {
    expect(mentorPreview({ ...mentor, role: 'student' }, ORIGIN, NOW)).toBeNull();
    expect(mentorPreview({ ...mentor, suspended_until: SUSPENDED_FOR_GOOD }, ORIGIN, NOW)).toBeNull();
  });

  it('a project, a discussion and a video at their own addresses', () => {
    const project = projectPreview({ id: 'p1', ...newProject({ title: 'Build an API', description: '', category: 'Web' }, author, NOW) }, ORIGIN);
    expect(project).toMatchObject({
      title: TEXTS.pageTitles.title('Build an API'),
      description: TEXTS.linkPreview.project('Maya Mentor'),
      url: `${ORIGIN}/projects/p1`,
      image: 'https://img.example/maya.png',
      type: 'article',
    });
    const discussion = discussionPreview({ id: 'd1', ...newDiscussion({ title: 'Interviews?', content: 'How do you prepare?', category: 'Career', tags: [] }, author, NOW) }, ORIGIN);
    expect(discussion).toMatchObject({ title: TEXTS.pageTitles.title('Interviews?'), description: 'How do you prepare?', url: `${ORIGIN}/community/discussion/d1` });
    const input = { title: 'Résumés', description: 'Write one.', video_url: 'https://youtu.be/abcdefghijk', youtube_id: 'abcdefghijk', category: 'Career' };
    const video = videoPreview({ id: 'v1', ...newVideo({ ...input, thumbnail_url: thumbnailUrl('abcdefghijk') }, author, NOW) }, ORIGIN);
    expect(video).toMatchObject({ url: `${ORIGIN}/career-hub/v1`, image: thumbnailUrl('abcdefghijk'), type: 'video.other', card: 'summary_large_image' });
    const plain = videoPreview({ id: 'v2', ...newVideo(input, author, NOW) }, ORIGIN);
    expect(plain).toMatchObject({ image: `${ORIGIN}${SITE_IMAGE_PATH}`, card: 'summary' });
  });
});

describe('sharedItemOf', () => {
  it("reads back each kind's share path, its id decoded", () => {
    for (const kind of ['profile', 'project', 'discussion', 'video'] as const) {
      expect(sharedItemOf(SHARE_PATHS[kind]('a b&c'))).toEqual({ kind, id: 'a b&c' });
    }
  });

  it("takes the discussion's aliases, a trailing slash and a query", () => {
    expect(sharedItemOf('/discussion/d1')).toEqual({ kind: 'discussion', id: 'd1' });
    expect(sharedItemOf('/discussions/d1/?utm_source=x')).toEqual({ kind: 'discussion', id: 'd1' });
  });

  it('names nothing for a list, a deeper address, another route or a broken escape', () => {
    for (const path of ['/profile', '/projects/', '/community/d1', '/community/discussion', '/profile/a/b', '/about/x', '/profile/%E0%A4%A', '/profile/..', '/profile/a%2Fb']) {
      expect(sharedItemOf(path), path).toBeNull();
    }
  });
});
