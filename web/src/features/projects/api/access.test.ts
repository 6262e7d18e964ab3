// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LiveState } from '@/lib/liveQuery';
import { testEnrollment, testProject } from '../components/testData';
import { projectAccess } from './access';

const LOADING = { status: 'loading', data: undefined, pending: false, fromCache: false } as const;
const found = <T,>(data: T | null, fromCache = false): LiveState<T | null> => ({ status: 'success', data, pending: false, fromCache });
const failed = { status: 'error', data: undefined, error: new Error('permission-denied'), pending: false, fromCache: false } as const;

// The rule both readers share: the discussion page's (through reactfire) and the project dialog's.
describe('projectAccess', () => {
  const project = found(testProject());

  it('lets the project’s mentor in, and a student whose request is approved', () => {
    expect(projectAccess('p1', 'mentor', project, LOADING)).toMatchObject({ status: 'allowed', asMentor: true });
    expect(projectAccess('p1', 's1', project, found(testEnrollment('s1', 'approved')))).toMatchObject({ status: 'allowed', asMentor: false });
  });

  it('denies without a user, a project, or an approved request, and on a failed lookup', () => {
    expect(projectAccess(null, 's1', project, LOADING)).toEqual({ status: 'denied', reason: 'not signed in' });
    expect(projectAccess('p1', null, project, LOADING)).toEqual({ status: 'denied', reason: 'not signed in' });
    expect(projectAccess('p1', 's1', project, found(testEnrollment('s1', 'pending')))).toEqual({ status: 'denied', reason: 'enrollment pending' });
    expect(projectAccess('p1', 's1', project, found(null))).toEqual({ status: 'denied', reason: 'no enrollment' });
    expect(projectAccess('p1', 's1', failed, LOADING)).toMatchObject({ status: 'denied' });
    expect(projectAccess('p1', 's1', project, failed)).toMatchObject({ status: 'denied' });
  });

  it('waits while a document loads, or is missing only in the offline cache', () => {
    expect(projectAccess('p1', 's1', LOADING, LOADING)).toEqual({ status: 'loading' });
    expect(projectAccess('p1', 's1', found(null, true), LOADING)).toEqual({ status: 'loading' });
    expect(projectAccess('p1', 's1', project, found(null, true))).toEqual({ status: 'loading' });
    expect(projectAccess('p1', 's1', found(null), LOADING)).toEqual({ status: 'notFound' });
  });
});
