export declare const JOB_NAMES: Record<string, string>;
/** A scheduled function as the functions emulator loaded it. */
export interface ScheduledJob {
  name: string;
  region: string;
  schedule: string;
  timeZone: string;
}
export declare function scheduledJobs(): Promise<ScheduledJob[]>;
export declare function runJob(name: string, scheduleTime?: Date): Promise<ScheduledJob & { ms: number }>;
export declare function nextRun(job: ScheduledJob, now?: Date): Date | undefined;
