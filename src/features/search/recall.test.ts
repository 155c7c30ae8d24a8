import { beforeEach, describe, expect, it } from 'vitest';
import { seedSearchContent, serveSearchIndex } from '@/testing/search-content';
import { buildSearchIndex } from './build-index';
import { searchSite } from './search';

/*
 * Recall on the demo's content: what visitors type, and the post or project they want (issue 35 item 7:
 * word forms, authors' names and technologies were missed). A query finds what was wanted when it is among
 * the first three results.
 */
const WANTED: [query: string, wanted: string][] = [
  ['fast website', 'post:1'],
  ['website speed', 'post:1'],
  ['slow loading site', 'post:1'],
  ['core web vitals', 'post:1'],
  ['photo sizes', 'post:1'],
  ['local seo', 'post:2'],
  ['google maps listing', 'post:2'],
  ['guest reviews', 'post:2'],
  ['hotels', 'post:2'],
  ['wordpress', 'post:3'],
  ['headless cms', 'post:3'],
  ['custom software', 'post:3'],
  ['machine learning', 'post:4'],
  ['forecasting', 'post:4'],
  ['spreadsheets', 'post:4'],
  ['predicting sales', 'post:4'],
  ['Aamir Bhat', 'post:1'],
  ['sana mir', 'post:2'],
  ['Irfan', 'post:4'],
  ['designing', 'project:1'],
  ['houseboats', 'project:1'],
  ['booking website', 'project:1'],
  ['react', 'project:1'],
  ['saffron', 'project:2'],
  ['shopify store', 'project:2'],
  ['hospitals', 'project:3'],
  ['doctor appointments', 'project:3'],
  ['flutter', 'project:3'],
  ['temperature sensors', 'project:4'],
  ['raspberry pi', 'project:4'],
  ['python', 'project:4'],
  ['handicrafts', 'project:5'],
  ['artisans', 'project:5'],
  ['school portal', 'project:6'],
  ['admissions', 'project:6'],
];

const { posts, projects } = seedSearchContent();
const files = buildSearchIndex(posts, projects);

describe('the site search on the demo content', () => {
  // Each test starts with nothing downloaded (src/testing/setup.ts), as a visitor's first search does.
  beforeEach(() => serveSearchIndex(files));

  it.each(WANTED)('“%s” finds %s among the first three results', async (query, wanted) => {
    const { results } = await searchSite(query, { limit: 3 });
    expect(results.map((result) => `${result.kind}:${result.id}`)).toContain(wanted);
  });
});
