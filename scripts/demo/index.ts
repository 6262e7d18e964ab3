/**
 * The MentorBridge demo data, one file per collection: plain content typed from `@mentorbridge/model`, no
 * Firebase imports. `scripts/seed.ts` writes it into the emulators with the model's builders;
 * `data.test.ts` checks its invariants; browser tests import ids, demo accounts and content from here.
 * Every id is fixed so the data is stable, and times are hours before the seed runs (`time.ts`).
 */
export * from './people';
export * from './projects';
export * from './enrollments';
export * from './messages';
export * from './videos';
export * from './discussions';
export * from './comments';
export * from './likes';
export * from './ratings';
export * from './generated';
export * from './stats';
export * from './notifications';
export * from './reviews';
export * from './moderation';
export * from './blocks';
