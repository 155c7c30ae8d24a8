import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStore } from '../store';
import { setAuditActor } from './audit-actor';
import { createTestStore } from '@/testing/render';
import { resetServerClockForTesting } from '@/lib/server-clock';
import { createPost, updatePost } from './blog-post-writes';
import { getPost, listPublishedPosts } from './blog-posts';

/*
 * The day a post shows, and the time lists order it by, follow publishing: the moment it went public, its
 * day in India whatever the staff device's time zone or clock says.
 */

const originalTimeZone = process.env.TZ;

/** Runs the rest of the test at `iso` (the device's clock), in the device time zone `timeZone`. */
function deviceAt(iso: string, timeZone: string) {
  process.env.TZ = timeZone;
  vi.setSystemTime(new Date(iso));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  setAuditActor({ uid: 'editor-uid', name: 'Test Editor' });
  setStore(createTestStore());
  resetServerClockForTesting(0);
});

afterEach(() => {
  vi.useRealTimers();
  // Assigning undefined would store the text "undefined".
  if (originalTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalTimeZone;
  resetServerClockForTesting();
});

const TIME_ZONES = ['Asia/Kolkata', 'America/Los_Angeles', 'UTC', 'Pacific/Kiritimati'];

describe('the day a post shows', () => {
  it.each(
    TIME_ZONES.flatMap((timeZone) => [
      // 01:15 in India on 28 Nov is still 27 Nov in UTC and in California.
      { timeZone, at: '2026-11-27T19:45:00Z', day: '2026-11-28' },
      // 23:59 in India on 27 Nov is already 28 Nov at Kiritimati (UTC+14).
      { timeZone, at: '2026-11-27T18:29:00Z', day: '2026-11-27' },
    ]),
  )(
    'a draft written at $at on a device in $timeZone is dated $day (India)',
    async ({ timeZone, at, day }) => {
      deviceAt(at, timeZone);
      const post = await getPost(await createPost({ title: 'Night draft', status: 'Draft' }));
      expect(post?.date).toBe(day);
    },
  );

  it.each([
    {
      timeZone: 'Asia/Kolkata',
      writtenAt: '2026-11-10T06:00:00Z',
      publishedAt: '2026-11-20T19:00:00Z',
      day: '2026-11-21',
    },
    {
      timeZone: 'America/New_York',
      writtenAt: '2026-11-10T06:00:00Z',
      publishedAt: '2026-11-20T10:00:00Z',
      day: '2026-11-20',
    },
  ])(
    'a draft written on $writtenAt and published on $publishedAt ($timeZone) shows $day and lists first',
    async ({ timeZone, writtenAt, publishedAt, day }) => {
      deviceAt(writtenAt, timeZone);
      const id = await createPost({ title: 'Slow draft', status: 'Draft' });
      deviceAt(publishedAt, timeZone);
      await updatePost(id, { status: 'Published', publishAt: null });
      vi.setSystemTime(new Date(publishedAt).getTime() + 5_000);
      const post = await getPost(id);
      expect(post).toMatchObject({ date: day, publishAt: new Date(publishedAt) });
      expect((await listPublishedPosts())[0]?.id).toBe(id);
    },
  );

  it.each([
    { case: 'scheduled for 01:30 in India', publishAt: '2026-12-01T20:00:00Z', day: '2026-12-02' },
    { case: 'scheduled for 23:00 in India', publishAt: '2026-12-01T17:30:00Z', day: '2026-12-01' },
  ])('a post $case shows that day', async ({ publishAt, day }) => {
    deviceAt('2026-11-28T10:00:00Z', 'America/Los_Angeles');
    const id = await createPost({ title: 'Ahead', status: 'Published', publishAt: new Date(publishAt) });
    expect((await getPost(id))?.date).toBe(day);
  });

  it('“Publish now” on a scheduled post stores now and today, not the day it was scheduled for', async () => {
    deviceAt('2026-11-28T10:00:00Z', 'UTC');
    const id = await createPost({
      title: 'Ahead',
      status: 'Published',
      publishAt: new Date('2026-12-05T03:30:00Z'),
    });
    await updatePost(id, { status: 'Published', publishAt: null });
    expect(await getPost(id)).toMatchObject({
      date: '2026-11-28',
      publishAt: new Date('2026-11-28T10:00:00Z'),
    });
  });

  it.each([
    // The server's 20:00 UTC is 01:30 on the 29th in India; the device's is the 28th there.
    {
      clock: 'a day behind',
      device: '2026-11-27T20:00:00Z',
      server: '2026-11-28T20:00:00Z',
      day: '2026-11-29',
    },
    // The server's 18:00 UTC is 23:30 on the 28th in India; the device's 20:00 would be the 29th.
    {
      clock: 'two hours ahead',
      device: '2026-11-28T20:00:00Z',
      server: '2026-11-28T18:00:00Z',
      day: '2026-11-28',
    },
  ])(
    'a staff device whose clock is $clock dates a publish by the server’s day',
    async ({ device, server, day }) => {
      deviceAt(device, 'UTC');
      resetServerClockForTesting(Date.parse(server) - Date.parse(device));
      const post = await getPost(await createPost({ title: 'Clocks', status: 'Published' }));
      expect(post?.date).toBe(day);
    },
  );

  it('an edit of a public post keeps its day and time', async () => {
    deviceAt('2026-11-20T10:00:00Z', 'UTC');
    const id = await createPost({ title: 'Public', status: 'Published' });
    deviceAt('2026-11-25T10:00:00Z', 'UTC');
    await updatePost(id, { excerpt: 'Edited later' });
    expect(await getPost(id)).toMatchObject({
      date: '2026-11-20',
      publishAt: new Date('2026-11-20T10:00:00Z'),
    });
  });
});
