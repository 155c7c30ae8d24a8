import { SCHEDULE_LIMITS } from '../models/schedule';

/*
 * Its own module: the editor tells this error apart without downloading the writes (live-site-writes.ts).
 */
/** A save would leave more publish times waiting than SCHEDULE_LIMITS.pendingTimes. Nothing was written. */
export class ScheduleLimitError extends Error {
  constructor() {
    super(
      `At most ${SCHEDULE_LIMITS.pendingTimes} different publish times can wait at once. Schedule this post for a time another post already has, or publish or unschedule one first.`,
    );
    this.name = 'ScheduleLimitError';
  }
}

export function isScheduleLimitError(error: unknown): error is ScheduleLimitError {
  return error instanceof ScheduleLimitError;
}
