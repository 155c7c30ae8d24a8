import { SCHEDULE_LIMITS } from '../models/schedule';

/*
 * Its own module: the editor tells this error apart without downloading the writes (live-site-writes.ts).
 */
/** A save would leave more publish times waiting than `limit` (the rules refuse it too). Nothing was written. */
export class ScheduleLimitError extends Error {
  /** The most publish times that can wait at once (SCHEDULE_LIMITS.pendingTimes). */
  readonly limit: number;

  constructor(limit: number = SCHEDULE_LIMITS.pendingTimes) {
    super(
      `At most ${limit} different publish times can wait at once. Schedule this post for a time another post already has, or publish or unschedule one first.`,
    );
    this.name = 'ScheduleLimitError';
    this.limit = limit;
  }
}

export function isScheduleLimitError(error: unknown): error is ScheduleLimitError {
  return error instanceof ScheduleLimitError;
}
