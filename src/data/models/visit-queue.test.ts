import { describe, expect, it } from 'vitest';
import { MAX_PAGES_PER_FLUSH, MAX_POSTS_PER_FLUSH } from './visit-stats';
import { enqueue, newVisitQueue, referrerHostOf, takeFlush, type ShownItem } from './visit-queue';

const post = (id: string): ShownItem => ({ kind: 'post', id });
const page = (key: 'home' | 'about' | 'blog'): ShownItem => ({ kind: 'page', key });

describe('the next flush', () => {
  it('is nothing while nothing waits', () => {
    expect(takeFlush(newVisitQueue(null))).toBeNull();
  });

  it('counts the visit and its referrer once, on the first flush', () => {
    const queue = enqueue(newVisitQueue('www.google.com'), page('home'));
    const first = takeFlush(queue);
    expect(first?.flush).toEqual({ pages: ['home'], posts: [], visit: true, referrer: 'www.google.com' });
    const second = takeFlush(enqueue(first!.rest, post('4')));
    expect(second?.flush).toEqual({ pages: [], posts: ['4'], visit: false, referrer: null });
  });

  it('takes each page and post once; a repeat waits for the next flush, so every view counts', () => {
    let queue = newVisitQueue(null);
    for (const item of [post('4'), page('blog'), post('4'), post('5'), page('blog')])
      queue = enqueue(queue, item);
    const first = takeFlush(queue)!;
    expect(first.flush.posts).toEqual(['4', '5']);
    expect(first.flush.pages).toEqual(['blog']);
    const second = takeFlush(first.rest)!;
    expect(second.flush.posts).toEqual(['4']);
    expect(second.flush.pages).toEqual(['blog']);
    expect(takeFlush(second.rest)).toBeNull();
  });

  it('stays within the limits of a flush and keeps the rest', () => {
    let queue = newVisitQueue(null);
    for (let id = 0; id < MAX_POSTS_PER_FLUSH + 2; id += 1) queue = enqueue(queue, post(String(id)));
    const taken = takeFlush(queue)!;
    expect(taken.flush.posts).toHaveLength(MAX_POSTS_PER_FLUSH);
    expect(taken.rest.items).toHaveLength(2);
    expect(MAX_PAGES_PER_FLUSH).toBeGreaterThanOrEqual(MAX_POSTS_PER_FLUSH);
  });
});

describe('the referrer kept', () => {
  it('is another site’s host, nothing else of the address', () => {
    expect(referrerHostOf('https://www.Google.com/search?q=srinagar+agency', 'chinardigital.com')).toBe(
      'www.google.com',
    );
    expect(referrerHostOf('https://chinardigital.com/blog', 'chinardigital.com')).toBeNull();
    expect(referrerHostOf('', 'chinardigital.com')).toBeNull();
    expect(referrerHostOf('not a url', 'chinardigital.com')).toBeNull();
    expect(referrerHostOf(`https://${'a'.repeat(70)}.com/`, 'chinardigital.com')).toBeNull();
  });
});
