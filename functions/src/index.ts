// Every deployed function, re-exported from its area's module, after the options they all share (App Check).
import './lib/appCheck';
export * from './counters';
export * from './youtube';
export * from './community';
export * from './videos';
export * from './projects';
export * from './enrollments';
export * from './users';
export * from './admin';
export * from './profiles';
export * from './search';
export * from './notifications';
export * from './reviews';
export * from './moderation';
export * from './clientErrors';
export * from './preview';
