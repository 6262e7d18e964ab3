import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { LIMITS, schemas, TEXTS } from './index';

const errorsOf = (schema: v.GenericSchema, value: unknown) =>
  Object.fromEntries((v.safeParse(schema, value).issues ?? []).reverse().map((i) => [i.path?.[0]?.key, i.message]));

describe('web form schemas', () => {
  it('word the project form per field, hours as a whole number in range', () => {
    const ok = { title: 'T', category: 'C', description: 'D', difficulty: 'beginner', estimated_hours: 1, seats: 10 };
    expect(v.is(schemas.projectForm, ok)).toBe(true);
    expect(errorsOf(schemas.projectForm, { ...ok, title: '  ', category: 'x'.repeat(101), estimated_hours: Number.NaN })).toEqual({
      title: 'Title is required',
      category: 'Category must be 100 characters or fewer',
      estimated_hours: TEXTS.validation.projectHoursWhole,
    });
    expect(v.is(schemas.projectForm, { ...ok, estimated_hours: 1.5 })).toBe(false);
    expect(v.is(schemas.projectForm, { ...ok, estimated_hours: 101 })).toBe(false);
    expect(errorsOf(schemas.projectForm, { ...ok, seats: 0 })).toEqual({ seats: TEXTS.validation.projectSeats });
    expect(v.is(schemas.projectForm, { ...ok, seats: 51 })).toBe(false);
    expect(v.is(schemas.projectForm, { ...ok, seats: 50 })).toBe(true);
  });

  it('word the contact form per field, the e-mail required, short enough, then valid', () => {
    const ok = { name: 'Jo', email: 'jo@example.com', subject: 'Hi', message: 'Hello' };
    expect(v.is(schemas.contactForm, ok)).toBe(true);
    expect(schemas.errorOf(schemas.contactForm.entries.email, ' ')).toBe('Email is required');
    expect(schemas.errorOf(schemas.contactForm.entries.email, `${'a'.repeat(250)}@x.io`)).toBe('Email must be 254 characters or fewer');
    expect(schemas.errorOf(schemas.contactForm.entries.email, 'nope')).toBe('Please enter a valid email address');
    expect(errorsOf(schemas.contactForm, { name: '', email: 'jo@example.com', subject: '', message: '' })).toEqual({
      name: 'Name is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('check the enroll dialog with the spec message', () => {
    expect(schemas.errorOf(schemas.enrollForm.entries.linkedin_url, 'example.com/in/x')).toBe(TEXTS.validation.linkedinInvalid);
    expect(schemas.errorOf(schemas.enrollForm.entries.linkedin_url, ' linkedin.com/in/x ')).toBeNull();
  });

  it('bound the application message, counted once trimmed', () => {
    const message = schemas.enrollForm.entries.message;
    const min = LIMITS.applicationMessageMin;
    const max = LIMITS.applicationMessageMax;
    expect([min, max]).toEqual([30, 1000]);
    expect(schemas.errorOf(message, '')).toBe('Message must be at least 30 characters');
    expect(schemas.errorOf(message, 'x'.repeat(min - 1))).toBe(TEXTS.validation.applicationMessageTooShort);
    // Spaces around it do not count towards the minimum.
    expect(schemas.errorOf(message, ` ${'x'.repeat(min - 1)}   `)).toBe(TEXTS.validation.applicationMessageTooShort);
    expect(schemas.errorOf(message, 'x'.repeat(min))).toBeNull();
    expect(schemas.errorOf(message, 'x'.repeat(max))).toBeNull();
    expect(schemas.errorOf(message, `  ${'x'.repeat(max)}  `)).toBeNull();
    expect(schemas.errorOf(message, 'x'.repeat(max + 1))).toBe('Message must be at most 1000 characters');
    expect(v.parse(message, '  I want to learn testing in depth.  ')).toBe('I want to learn testing in depth.');
  });

  it('check applyToProject’s message as the dialog does', () => {
    const payload = { projectId: 'p1', linkedin_url: 'https://www.linkedin.com/in/sam' };
    const good = v.safeParse(schemas.applyToProjectPayload, { ...payload, message: ` ${'y'.repeat(LIMITS.applicationMessageMin)} ` });
    expect(good.success && good.output.message).toBe('y'.repeat(LIMITS.applicationMessageMin));
    const short = v.safeParse(schemas.applyToProjectPayload, { ...payload, message: 'Too short' });
    expect(schemas.firstMessage(short.issues ?? [])).toBe(TEXTS.validation.applicationMessageTooShort);
    const long = v.safeParse(schemas.applyToProjectPayload, { ...payload, message: 'z'.repeat(LIMITS.applicationMessageMax + 1) });
    expect(schemas.firstMessage(long.issues ?? [])).toBe(TEXTS.validation.applicationMessageTooLong);
    const missing = v.safeParse(schemas.applyToProjectPayload, payload);
    expect(schemas.firstMessage(missing.issues ?? [])).toBe(TEXTS.payloads.expected('{ projectId, linkedin_url, message }'));
  });
});
