/**
 * The write throttle's figures (firestore.rules, match /throttles/{stamp}), without any app code around them
 * so that the seed and the end-to-end helpers can use them too: every public create (a contact message, a
 * subscription) goes in one batch with a stamp, throttles/{kind}-{slot} = { at, doc }, and the rules accept
 * a stamp in a slot only THROTTLE_INTERVAL_SECONDS after that slot's last one (views are counted without
 * it: ./models/visit-stats.ts). Five slots of five minutes: a burst of five visitors in five minutes all
 * get through, while a loop or a batch gets one write a minute on average at most, per kind. Why these
 * figures is in the rules' comments (a unit test keeps the two in step).
 */
export const THROTTLE_SLOTS = 5;
export const THROTTLE_INTERVAL_SECONDS = 300;

export const THROTTLES = 'throttles';

const THROTTLE_KINDS = ['contact_inquiries', 'subscribers'] as const;
export type ThrottleKind = (typeof THROTTLE_KINDS)[number];

export function throttleStampId(kind: ThrottleKind, slot: number): string {
  return `${kind}-${slot}`;
}

/**
 * Every slot stamped long ago, as a new database should start (the seed writes them): the rules let a
 * stamp into slot k only when the slots below it hold one, so until each slot has been used once, writes
 * would meet refusals in the higher slots first.
 */
export function idleThrottleStamps(): Record<string, { at: Date; doc: string }> {
  return Object.fromEntries(
    THROTTLE_KINDS.flatMap((kind) =>
      Array.from({ length: THROTTLE_SLOTS }, (_, slot) => [
        throttleStampId(kind, slot),
        { at: new Date(0), doc: 'none' },
      ]),
    ),
  );
}
