// The projects feature's public parts for the app's dashboard; other features do not use projects.
export { useMentorEnrollments, useMentorProjects, useStudentEnrollments } from './api/signedIn';
export { ProjectCard } from './components/ProjectCard';
export { EnrollmentList } from './components/EnrollmentList';
export { requestSections } from './api/requestSections';
export { EnrollmentStatusBadge } from './components/parts';
export { AnswerForm, ExpiryLine, RejectionReason, WithdrawButton } from './components/EnrollSection';
