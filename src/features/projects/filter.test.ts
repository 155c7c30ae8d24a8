import { describe, expect, it } from 'vitest';
import { describeProjectCount, filterProjectsByCategory, PROJECT_FILTERS } from './filter';

const projects = [
  { id: '1', category: 'Web Design' },
  { id: '2', category: 'E-commerce' },
  { id: '3', category: 'Mobile App' },
  { id: '4', category: 'IoT' },
  { id: '5', category: 'E-commerce' },
  { id: '6', category: 'Web Design' },
];

const ids = (list: ReadonlyArray<{ id: string }>) => list.map((project) => project.id);

describe('PROJECT_FILTERS', () => {
  it('lists All first, then the four categories of the spec', () => {
    expect(PROJECT_FILTERS).toEqual(['All', 'Web Design', 'Mobile App', 'E-commerce', 'IoT']);
  });
});

describe('filterProjectsByCategory', () => {
  it('returns every project, in order, for All', () => {
    expect(ids(filterProjectsByCategory(projects, 'All'))).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('returns a copy, never the input array', () => {
    const result = filterProjectsByCategory(projects, 'All');
    expect(result).not.toBe(projects);
  });

  it.each([
    ['Web Design', ['1', '6']],
    ['Mobile App', ['3']],
    ['E-commerce', ['2', '5']],
    ['IoT', ['4']],
  ])('keeps only %s projects, in their original order', (category, expected) => {
    expect(ids(filterProjectsByCategory(projects, category))).toEqual(expected);
  });

  it('matches categories case-insensitively and ignores stray spaces', () => {
    const typed = [
      { id: 'a', category: ' web design ' },
      { id: 'b', category: 'IOT' },
    ];
    expect(ids(filterProjectsByCategory(typed, 'Web Design'))).toEqual(['a']);
    expect(ids(filterProjectsByCategory(typed, 'IoT'))).toEqual(['b']);
  });

  it('returns an empty list when no project has the category', () => {
    expect(filterProjectsByCategory([{ id: '1', category: 'Web Design' }], 'IoT')).toEqual([]);
  });

  it('treats an empty category as All', () => {
    expect(filterProjectsByCategory(projects, '  ')).toHaveLength(6);
  });
});

describe('describeProjectCount', () => {
  it('describes all projects and one category, singular and plural', () => {
    expect(describeProjectCount(6, 'All')).toBe('Showing all 6 projects');
    expect(describeProjectCount(1, 'IoT')).toBe('Showing 1 IoT project');
    expect(describeProjectCount(2, 'E-commerce')).toBe('Showing 2 E-commerce projects');
  });
});
