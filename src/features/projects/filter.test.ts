import { describe, expect, it } from 'vitest';
import { describeProjectCount, PROJECT_FILTERS } from './filter';

describe('PROJECT_FILTERS', () => {
  it('lists All first, then the four categories of the spec', () => {
    expect(PROJECT_FILTERS).toEqual(['All', 'Web Design', 'Mobile App', 'E-commerce', 'IoT']);
  });
});

describe('describeProjectCount', () => {
  it('describes all projects and one category, singular and plural', () => {
    expect(describeProjectCount(6, 'All')).toBe('Showing all 6 projects');
    expect(describeProjectCount(1, 'IoT')).toBe('Showing 1 IoT project');
    expect(describeProjectCount(2, 'E-commerce')).toBe('Showing 2 E-commerce projects');
  });

  it('gives the range of a page of many', () => {
    expect(describeProjectCount(40, 'All', { first: 13, last: 24 })).toBe('Showing 13–24 of 40 projects');
    expect(describeProjectCount(14, 'IoT', { first: 13, last: 14 })).toBe('Showing 13–14 of 14 IoT projects');
  });
});
