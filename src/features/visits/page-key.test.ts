import { describe, expect, it } from 'vitest';
import { pageKeyOf } from './page-key';

describe('the page a visit counts', () => {
  it('is the route of the address, for every public page but posts and previews', () => {
    expect(pageKeyOf('/')).toBe('home');
    expect(pageKeyOf('/services/seo')).toBe('service');
    expect(pageKeyOf('/blog')).toBe('blog');
    expect(pageKeyOf('/blog/page/2')).toBe('blogPage');
    expect(pageKeyOf('/blog/tag/tourism')).toBe('blogTag');
    expect(pageKeyOf('/projects/7')).toBe('project');
    expect(pageKeyOf('/blog/why-a-fast-website-wins')).toBeNull();
    expect(pageKeyOf('/preview/abc')).toBeNull();
    expect(pageKeyOf('/no/such/page')).toBeNull();
  });
});
