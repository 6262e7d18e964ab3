// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TEXTS } from '@mentorbridge/model';
import { testProfile } from '@/test-utils';
import { mentorChanges, mentorFormValues } from './mentorForm';
import {
  addTag,
  bioCounter,
  bioError,
  isMentorProfileComplete,
  joinSpecialization,
  parseHourlyRate,
  splitSpecialization,
  topmateError,
} from './validation';

describe('Topmate link field', () => {
  it('gives the spec messages', () => {
    expect(topmateError('  ')).toBe('Topmate URL is required for booking sessions.');
    expect(topmateError('https://calendly.com/x')).toBe('Please enter a valid Topmate URL (e.g., topmate.io/username/)');
    expect(TEXTS.validation.topmateInvalid).toContain('topmate.io/username/');
    expect(topmateError('topmate.io/maya/')).toBeNull();
  });
});

describe('bio', () => {
  it('requires at least 50 trimmed characters with the spec messages', () => {
    expect(bioError('   ')).toBe(TEXTS.validation.bioRequired);
    expect(bioError('', TEXTS.validation.bioRequiredForMentors)).toBe(
      'Bio is required for mentors. Please provide information about yourself to help students understand your expertise.',
    );
    expect(bioError(`  ${'x'.repeat(49)}  `)).toBe(
      'Bio must be at least 50 characters long to provide meaningful information to students.',
    );
    expect(bioError('x'.repeat(50))).toBeNull();
  });

  it('counts trimmed characters against 50', () => {
    expect(bioCounter('  hello  ')).toBe('5/50');
    expect(bioCounter('')).toBe('0/50');
  });
});

describe('hourly rate', () => {
  it('parses whole dollars and defaults to 0', () => {
    expect(parseHourlyRate('')).toBe(0);
    expect(parseHourlyRate(' 75 ')).toBe(75);
    expect(parseHourlyRate(120)).toBe(120);
  });

  it('refuses fractions, negatives, text and absurd values', () => {
    for (const bad of ['12.5', '-1', 'abc', '1e3', '10001']) expect(parseHourlyRate(bad)).toBeNull();
  });
});

describe('expertise tags', () => {
  it('adds trimmed, non-empty, unique tags', () => {
    expect(addTag([], '  React ')).toEqual(['React']);
    expect(addTag(['React'], '   ')).toEqual(['React']);
    expect(addTag(['React'], 'react')).toEqual(['React']);
    expect(addTag(['React'], 'Vue')).toEqual(['React', 'Vue']);
  });

  it('stops at 20 tags and 50 characters', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `T${i}`);
    expect(addTag(twenty, 'one more')).toHaveLength(20);
    expect(addTag([], 'x'.repeat(60))[0]).toHaveLength(50);
  });
});

describe('specialization', () => {
  it('maps custom text to Other and back', () => {
    expect(splitSpecialization('Data Science')).toEqual({ choice: 'Data Science', custom: '' });
    expect(splitSpecialization('Quantum Computing')).toEqual({ choice: 'Other', custom: 'Quantum Computing' });
    expect(splitSpecialization('')).toEqual({ choice: '', custom: '' });
    expect(joinSpecialization('Other', '  Quantum Computing ')).toBe('Quantum Computing');
    expect(joinSpecialization('Cybersecurity', 'ignored')).toBe('Cybersecurity');
  });
});

describe('mentor profile completeness', () => {
  it('needs a 50+ character bio, a specialization and a valid Topmate link', () => {
    expect(isMentorProfileComplete(testProfile())).toBe(true);
    expect(isMentorProfileComplete(testProfile({ bio: '' }))).toBe(false);
    expect(isMentorProfileComplete(testProfile({ bio: 'Too short' }))).toBe(false);
    expect(isMentorProfileComplete(testProfile({ specialization: '' }))).toBe(false);
    expect(isMentorProfileComplete(testProfile({ topmate_url: '' }))).toBe(false);
    expect(isMentorProfileComplete(testProfile({ topmate_url: 'https://calendly.com/maya' }))).toBe(false);
  });
});

describe('mentor form', () => {
  it('round-trips a profile and trims what it stores', () => {
    const values = mentorFormValues(testProfile({ specialization: 'Quantum Computing', hourly_rate: 85 }));
    expect(values.specialization).toBe('Other');
    expect(values.customSpecialization).toBe('Quantum Computing');
    const changes = mentorChanges({ ...values, display_name: ' Maya ', hourly_rate: '', topmate_url: ' topmate.io/m/ ' });
    expect(changes).toMatchObject({
      display_name: 'Maya',
      specialization: 'Quantum Computing',
      hourly_rate: 0,
      topmate_url: 'topmate.io/m/',
    });
  });
});
