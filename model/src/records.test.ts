import { describe, expect, it } from 'vitest';
import {
  FALLBACK_NAME,
  fieldNames,
  newBookingIntent,
  newDevice,
  newNotification,
  newReportTarget,
  newReview,
  newSuspension,
  newVideoRating,
  personCopy,
  readFields,
  SUSPENSION_FIELDS,
  type FieldDefinition,
} from './index';
import {
  BOOKING_INTENT_FIELDS,
  DEVICE_FIELDS,
  NOTIFICATION_FIELDS,
  readNotification,
  REPORT_TARGET_FIELDS,
  REVIEW_FIELDS,
  VIDEO_RATING_FIELDS,
} from './records';

const now = new Date('2026-05-06T07:08:09Z');
const mara = personCopy({ id: 'm1', display_name: 'Mara', avatar_url: 'https://example.com/m.png' });
const sam = personCopy({ id: 's1', display_name: 'Sam' });

/** Each definition beside what its builder writes (with a Date for the server time). */
const built: [name: string, fields: FieldDefinition, document: Record<string, unknown>][] = [
  ['booking intent', BOOKING_INTENT_FIELDS, newBookingIntent('s1', mara, now)],
  ['review', REVIEW_FIELDS, newReview(sam, 'm1', { stars: 4, text: 'Clear and kind advice, thank you.', basis: 'request', basis_id: 'p1_s1' }, now)],
  ['video rating', VIDEO_RATING_FIELDS, newVideoRating('s1', 5, now)],
  [
    'report target',
    REPORT_TARGET_FIELDS,
    newReportTarget({ kind: 'review', target_path: 'profiles/m1/reviews/s1', count: 3, reasons: { spam: 2, other: 1 }, author_id: 's1', author_name: 'Sam', title: '', text: 'T' }, now),
  ],
  ['suspension', SUSPENSION_FIELDS, newSuspension({ reason: 'harassment', until: now, admin_id: 'a1' }, now)],
  ['device', DEVICE_FIELDS, newDevice('token', 'Chrome on Linux', now)],
  [
    'notification',
    NOTIFICATION_FIELDS,
    newNotification({ type: 'role_changed', recipient_id: 's1', actor: mara, target: '/admin', thread: null, params: { role: 'admin' } }, now),
  ],
];

describe('the documents defined in records', () => {
  it.each(built)('read a %s as its builder wrote it, field for field', (_name, fields, document) => {
    expect(fieldNames(fields).sort()).toEqual(Object.keys(document).sort());
    expect(readFields(fields, 'x', document)).toEqual({ ...document, id: 'x' });
  });

  it('read a booking intent of an unknown state as waiting, a pending time as null, and a broken mentor copy with the fallback name', () => {
    expect(readFields(BOOKING_INTENT_FIELDS, 'i', { mentor_id: 'm1', mentor: 'Mara', state: 'cancelled', asks: -1, created_at: {} })).toMatchObject({
      mentor: { id: 'm1', display_name: FALLBACK_NAME, avatar_url: null },
      state: 'waiting',
      asks: 0,
      created_at: null,
    });
  });

  it('read a review with stars outside 1-5 as 0, an unknown basis as a session, and an empty reply as none', () => {
    expect(readFields(REVIEW_FIELDS, 's1', { student_id: 's1', stars: 9, basis: 'gift', reply: '', student: { display_name: ' ' } })).toMatchObject({
      student: { id: 's1', display_name: FALLBACK_NAME, avatar_url: null },
      stars: 0,
      basis: 'session',
      reply: null,
      replied_at: null,
    });
    expect(readFields(VIDEO_RATING_FIELDS, 'u', { stars: 2.5 }).stars).toBe(0);
  });

  it('read a report target of an unknown kind as a profile, keeping only the reasons given', () => {
    expect(readFields(REPORT_TARGET_FIELDS, 't', { kind: 'song', reasons: { spam: 2, other: 0, rude: 4, harassment: 'x' } })).toMatchObject({
      kind: 'profile',
      reasons: { spam: 2 },
      last_reported_at: null,
    });
    expect(readFields(REPORT_TARGET_FIELDS, 't', { reasons: 'spam' }).reasons).toEqual({});
  });

  it('read a suspension for an unknown reason as other, and a missing end as for good (null)', () => {
    expect(readFields(SUSPENSION_FIELDS, 'u', { reason: 'noise' })).toMatchObject({ reason: 'other', until: null });
  });

  it('leave out a notification of a type this app does not know, and read a partial one with its defaults', () => {
    expect(readNotification('n', { type: 'party_invite', recipient_id: 's1' })).toBeNull();
    expect(readNotification('n', { type: 'request_expired', params: { role: 'owner' }, read: 'yes', count: 0, thread: 7 })).toEqual({
      id: 'n',
      type: 'request_expired',
      recipient_id: '',
      actor: null,
      target: '/',
      params: { title: '', role: null, reason: null },
      read: false,
      thread: null,
      count: 1,
      created_at: null,
      updated_at: null,
    });
    expect(readNotification('n', { type: 'request_received', actor: { id: 'a1' } })?.actor).toEqual({ id: 'a1', display_name: FALLBACK_NAME, avatar_url: null });
  });
});
