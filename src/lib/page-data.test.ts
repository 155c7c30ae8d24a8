import { describe, expect, it } from 'vitest';
import { parsePageData } from './page-data';

describe('parsePageData', () => {
  it('gives back the timestamps the lists sort by as Dates: created, updated and published', () => {
    const data = parsePageData(
      JSON.stringify({
        queries: [
          {
            key: ['blog', 'recent'],
            data: [
              {
                id: '1',
                createdAt: '2026-10-14T09:30:00.000Z',
                updatedAt: '2026-10-15T09:30:00.000Z',
                publishAt: '2026-10-16T03:30:00.000Z',
                date: '2026-10-14',
              },
            ],
          },
        ],
        liveAsOf: '2026-10-01T00:00:00.000Z',
      }),
    );
    const [post] = data.queries?.[0]?.data as Array<Record<string, unknown>>;
    expect(post?.createdAt).toEqual(new Date('2026-10-14T09:30:00.000Z'));
    expect(post?.updatedAt).toEqual(new Date('2026-10-15T09:30:00.000Z'));
    expect(post?.publishAt).toEqual(new Date('2026-10-16T03:30:00.000Z'));
    // A calendar date and the build's stamp stay text.
    expect(post?.date).toBe('2026-10-14');
    expect(data.liveAsOf).toBe('2026-10-01T00:00:00.000Z');
  });
});
