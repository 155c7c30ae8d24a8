// The functions package deploys alone and cannot import the app's src/, so it keeps its own copy of the
// stored values both sides read; this keeps the copies in step.
import { describe, expect, it } from 'vitest';
import { INQUIRY_EMAIL_CHOICES as APP_CHOICES, INQUIRY_EMAIL_STATES } from '../../src/data/constants.js';
import { INQUIRY_EMAIL_CHOICES, inquiryEmailChoice } from './choices.js';
import { readNotification } from './firestore-store.js';

describe('stored values shared with the app', () => {
  it('has the choices the back office stores', () => {
    expect([...INQUIRY_EMAIL_CHOICES]).toEqual([...APP_CHOICES]);
    for (const choice of APP_CHOICES) expect(inquiryEmailChoice(choice)).toBe(choice);
  });

  it('writes only notification states the back office reads', () => {
    for (const state of INQUIRY_EMAIL_STATES) {
      expect(readNotification({ state, to: [], attempts: 1, claim: 'c' })?.state).toBe(state);
    }
    expect(readNotification({ state: 'queued' })).toBeNull();
  });
});
