import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  avatarInitial,
  enrollmentId,
  FALLBACK_NAME,
  fieldNames,
  fitsDocumentId,
  newEnrollment,
  newProfile,
  newProject,
  paths,
  personCopy,
  PROFILE_FIELDS,
  PROJECT_ADMIN_FIELDS,
  rateBucketOf,
  readPersonCopy,
  schemas,
  TEXTS,
} from './index';

describe('builders', () => {
  it('start a profile with the spec defaults and stamp both times', () => {
    const p = newProfile({ display_name: 'Ada' }, 'NOW');
    expect(p).toMatchObject({ display_name: 'Ada', role: 'student', admin_role: 'student', hourly_rate: 0, expertise: [] });
    expect(p.created_at).toBe('NOW');
    expect(p.updated_at).toBe('NOW');
    // Every field of its definition (docs.test.ts checks them against docs/data-model.md).
    expect(Object.keys(p).sort()).toEqual(fieldNames(PROFILE_FIELDS).sort());
  });

  it('copy the mentor into a project and the project into an enrollment', () => {
    const mentor = personCopy({ id: 'm1', display_name: 'Mia' });
    const project = { id: 'p1', ...newProject({ title: 'T', description: 'D', category: 'C' }, mentor, 0) };
    expect(project).toMatchObject({ mentor_id: 'm1', difficulty: 'beginner', estimated_hours: 1 });
    const e = newEnrollment(project, personCopy({ id: 's1', display_name: 'Sam' }), 'https://linkedin.com/in/sam', 0);
    expect(e.project).toEqual({ id: 'p1', title: 'T', mentor_id: 'm1', mentor: { id: 'm1', display_name: 'Mia', avatar_url: null } });
    expect(e.status).toBe('pending');
    expect(e.message).toBe('');
    expect(newEnrollment(project, personCopy({ id: 's1', display_name: 'Sam' }), 'https://linkedin.com/in/sam', 0, '  Learn testing properly, end to end.  ').message).toBe(
      'Learn testing properly, end to end.',
    );
    expect(paths.enrollment('p1', 's1')).toBe(`project_enrollments/${enrollmentId('p1', 's1')}`);
  });
});

describe('person copies', () => {
  it('read old or partial copies with one fallback name', () => {
    expect(readPersonCopy(undefined, 'x')).toEqual({ id: 'x', display_name: FALLBACK_NAME, avatar_url: null });
    expect(readPersonCopy({ display_name: '  Ann ', avatar_url: '' }, 'y').display_name).toBe('Ann');
    expect(avatarInitial('bob')).toBe('B');
    expect(avatarInitial('')).toBe('U');
  });
});

/** Ids Firestore refuses: empty, '.', '..', reserved, with a slash, over 1500 bytes of UTF-8 in fewer characters. */
const REFUSED_IDS = ['', '.', '..', '__x__', '____', 'a/b', '/', 'é'.repeat(751)];

describe('schemas', () => {
  it('check the project form with the spec message', () => {
    const bad = v.safeParse(schemas.projectInput, { title: ' ', category: 'C', description: 'D', difficulty: 'beginner', estimated_hours: 1 });
    expect(bad.success).toBe(false);
    expect(schemas.firstMessage(bad.issues ?? [])).toBe(TEXTS.validation.projectRequired);
    const hours = v.safeParse(schemas.projectInput, { title: 'T', category: 'C', description: 'D', difficulty: 'beginner', estimated_hours: 101 });
    expect(hours.success).toBe(false);
  });

  it('refuse duplicate and blank tags', () => {
    expect(v.safeParse(schemas.discussionTags, ['a', 'A']).success).toBe(false);
    expect(v.safeParse(schemas.discussionTags, [' ']).success).toBe(false);
    expect(v.safeParse(schemas.discussionTags, ['a', 'b']).success).toBe(true);
  });

  it('accept no payload as nothing, null or {} only', () => {
    for (const ok of [undefined, null, {}]) expect(v.safeParse(schemas.noPayload, ok).success).toBe(true);
    expect(v.safeParse(schemas.noPayload, { a: 1 }).success).toBe(false);
  });

  it('count a document id in bytes of UTF-8, as Firestore does, not in characters', () => {
    const ascii = 'a'.repeat(1500);
    const accented = 'é'.repeat(751); // 751 characters, 1502 bytes
    expect(v.safeParse(schemas.documentId, ascii).success).toBe(true);
    expect(v.safeParse(schemas.documentId, `${ascii}a`).success).toBe(false);
    expect(accented.length).toBeLessThan(1500);
    expect(v.safeParse(schemas.documentId, accented).success).toBe(false);
    expect(v.safeParse(schemas.documentId, 'é'.repeat(750)).success).toBe(true);
    expect(v.safeParse(schemas.documentId, '😀'.repeat(376)).success).toBe(false); // 4 bytes each: 1504
    expect(v.safeParse(schemas.documentId, 'a/b').success).toBe(false);
    // A request's id adds '_' and the student's uid to the project's id.
    expect(fitsDocumentId(enrollmentId('p'.repeat(1490), 'u'.repeat(9)))).toBe(true);
    expect(fitsDocumentId(enrollmentId('p'.repeat(1490), 'u'.repeat(10)))).toBe(false);
  });

  it('refuse every id Firestore refuses, with the catalogue message, and take the ids it takes', () => {
    const message = TEXTS.payloads.documentId(1500);
    for (const refused of REFUSED_IDS) {
      expect(schemas.errorOf(schemas.documentId, refused), JSON.stringify(refused)).toBe(message);
    }
    for (const taken of ['a', '_', '__', '__x', 'x__', '_x_', '...', '.a', 'a.b', 'é'.repeat(750), 'user 1', 'a\\b']) {
      expect(schemas.errorOf(schemas.documentId, taken), taken).toBeNull();
    }
  });

  it('check every id a callable takes with the one document-id schema', () => {
    const message = TEXTS.payloads.documentId(1500);
    const payloads: Record<string, (id: string) => [v.GenericSchema, unknown]> = {
      deleteUserAdmin: (id: string) => [schemas.deleteUserAdminPayload, { userId: id }],
      liftSuspension: (id: string) => [schemas.liftSuspensionPayload, { userId: id }],
      setAdminRole: (id: string) => [schemas.setAdminRolePayload, { userId: id, admin_role: 'admin' }],
      suspendUser: (id: string) => [schemas.suspendUserPayload, { userId: id, period: 'day', reason: 'spam' }],
      adminDelete: (id: string) => [schemas.adminDeletePayload, { kind: 'video', id }],
      adminDeleteDiscussion: (id: string) => [schemas.adminDeletePayload, { kind: 'comment', id: 'c1', discussionId: id }],
      applyToProject: (id: string) => [schemas.applyToProjectPayload, { projectId: id, linkedin_url: 'https://www.linkedin.com/in/someone', message: 'I want to practise code review on a real project.' }],
      adminUpdateProject: (id: string) => [
        schemas.adminUpdateProjectPayload,
        { projectId: id, title: 'T', category: 'C', description: 'D', difficulty: 'beginner', estimated_hours: 10, seats: 1 },
      ],
      decideEnrollment: (id: string) => [schemas.decideEnrollmentPayload, { enrollmentId: id, decision: 'approved' }],
      resolveReports: (id: string) => [schemas.resolveReportsPayload, { targetPath: `videos/${id}`, action: 'dismiss' }],
    };
    for (const [name, payload] of Object.entries(payloads)) {
      expect(schemas.errorOf(...payload('a-valid-id')), name).toBeNull();
      for (const refused of REFUSED_IDS) {
        // resolveReports reads 'videos/' + an id with a '/' as a path of nothing that can be reported.
        const expected = name === 'resolveReports' && (refused === '' || refused.includes('/')) ? TEXTS.payloads.targetPath : message;
        expect(schemas.errorOf(...payload(refused)), `${name} ${JSON.stringify(refused)}`).toBe(expected);
      }
    }
  });

  it('refuse a reported path whose report_targets key would not fit a document id', () => {
    const id = 'c'.repeat(740);
    const path = `community_discussions/${id}/comments/${id}`; // each id fits; the key has 1520 bytes
    expect(schemas.errorOf(schemas.resolveReportsPayload, { targetPath: path, action: 'dismiss' })).toBe(TEXTS.payloads.documentId(1500));
    expect(schemas.errorOf(schemas.resolveReportsPayload, { targetPath: `community_discussions/${id}/comments/c1`, action: 'dismiss' })).toBeNull();
  });

  it('let adminUpdateProject change exactly the fields PROJECT_ADMIN_FIELDS names (with the server time)', () => {
    const { projectId, ...fields } = schemas.adminUpdateProjectPayload.entries;
    expect(projectId).toBe(schemas.documentId);
    expect([...Object.keys(fields), 'updated_at'].sort()).toEqual([...PROJECT_ADMIN_FIELDS].sort());
  });

  it('bucket rates inclusively', () => {
    expect([0, 50, 51, 100, 101].map(rateBucketOf)).toEqual(['0-50', '0-50', '51-100', '51-100', '101+']);
  });
});
