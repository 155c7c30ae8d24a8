/**
 * Every query the repositories make has the composite index Firestore needs, in firestore.indexes.json.
 *
 * The Firestore emulator does not enforce indexes (a query that production refuses with "The query
 * requires an index" runs fine there), so this checks it instead: it records every list() call that the
 * exported list functions of src/data/repos/*.ts make, over the memory store, and derives from each
 * query's options whether it needs a composite index (an equality filter together with an orderBy on
 * another field, or several filters) and whether firestore.indexes.json has one that serves it. A new
 * list function is picked up by its name; a new query shape needs no change here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import indexConfig from '../../firestore.indexes.json';
import { createTestStore } from '@/testing/render';
import { setStore, type DataStore, type ListOptions } from './store';

interface RecordedQuery {
  /** The repository function that made it, e.g. repos/blog-posts.ts listPublishedPosts. */
  source: string;
  collection: string;
  options: ListOptions;
}

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: string;
}

interface CompositeIndex {
  collectionGroup: string;
  queryScope?: string;
  fields: IndexField[];
}

/**
 * What a query needs from a composite index: its equality fields (any order), then the sort field, then
 * any range field other than the sort field (a public list of posts sorts by createdAt and bounds
 * publishAt).
 */
interface IndexNeed {
  collection: string;
  equalities: string[];
  /** The list field of an array-contains filter (a search), served by an index field with arrayConfig CONTAINS. */
  contains: string | null;
  orderBy: { field: string; order: 'ASCENDING' | 'DESCENDING' } | null;
  ranges: string[];
}

/**
 * The composite index a query needs, or null when single-field indexes (which Firestore keeps for every
 * field automatically) serve it: no filter, one equality filter alone, or an orderBy alone (with or
 * without a range on its own field). A range filter ('>=', '<') orders by its field, so it counts as the
 * sort field when there is no orderBy; a range on another field than the sort comes after it.
 */
function compositeIndexNeed(collection: string, options: ListOptions): IndexNeed | null {
  const where = options.where ?? [];
  const isEquality = (filter: (typeof where)[number]) => (filter.op ?? '==') === '==';
  const contains = where.find((filter) => filter.op === 'array-contains')?.field ?? null;
  const equalities = [...new Set(where.filter(isEquality).map((filter) => filter.field))];
  const rangeFields = [
    ...new Set(
      where.filter((filter) => filter.op === '>=' || filter.op === '<').map((filter) => filter.field),
    ),
  ];
  const sort =
    options.orderBy ?? (rangeFields[0] ? { field: rangeFields[0], direction: 'asc' as const } : undefined);
  const ranges = rangeFields.filter((field) => field !== sort?.field);
  // An orderBy on a field that is also filtered by equality adds nothing to the index.
  const orderBy =
    sort && !equalities.includes(sort.field)
      ? {
          field: sort.field,
          order: sort.direction === 'desc' ? ('DESCENDING' as const) : ('ASCENDING' as const),
        }
      : null;
  const filters = equalities.length + (contains ? 1 : 0);
  const needsComposite = (filters >= 1 && orderBy !== null) || filters >= 2 || ranges.length > 0;
  return needsComposite ? { collection, equalities, contains, orderBy, ranges } : null;
}

/**
 * Whether the index serves the need: same collection, the equality fields first, then the sort field,
 * then the other range fields.
 */
function indexServes(index: CompositeIndex, need: IndexNeed): boolean {
  if (index.collectionGroup !== need.collection || (index.queryScope ?? 'COLLECTION') !== 'COLLECTION') {
    return false;
  }
  const expectedLength =
    need.equalities.length + (need.contains ? 1 : 0) + (need.orderBy ? 1 : 0) + need.ranges.length;
  if (index.fields.length !== expectedLength) return false;
  const leading = index.fields.slice(0, need.equalities.length);
  const equalitiesMatch =
    leading.every((field) => field.order !== undefined && need.equalities.includes(field.fieldPath)) &&
    new Set(leading.map((field) => field.fieldPath)).size === need.equalities.length;
  if (!equalitiesMatch) return false;
  let next = need.equalities.length;
  if (need.contains) {
    const list = index.fields[next];
    if (list?.fieldPath !== need.contains || list.arrayConfig !== 'CONTAINS') return false;
    next += 1;
  }
  if (need.orderBy) {
    const sort = index.fields[next];
    if (sort?.fieldPath !== need.orderBy.field || sort.order !== need.orderBy.order) return false;
    next += 1;
  }
  const trailing = index.fields.slice(next);
  return trailing.every((field) => field.order !== undefined && need.ranges.includes(field.fieldPath));
}

function describeNeed(need: IndexNeed): string {
  const fields = [
    ...need.equalities.map((field) => `${field} ASCENDING`),
    ...(need.contains ? [`${need.contains} CONTAINS`] : []),
    ...(need.orderBy ? [`${need.orderBy.field} ${need.orderBy.order}`] : []),
    ...need.ranges.map((field) => `${field} ASCENDING`),
  ];
  return `${need.collection} (${fields.join(', ')})`;
}

const INDEXES = (indexConfig as { indexes: CompositeIndex[] }).indexes;

const PAGE = { pageSize: 3, after: null };

/**
 * The calls to make of list functions that take something other than counts, one per query shape (each
 * filter alone and together); any other parameter gets a count.
 */
const LAKE = { words: ['lake'], lookup: 'lake' };

/** Every sort of the posts list: each of its fields, both ways. */
const POST_ORDERS = (['createdAt', 'views', 'title', 'status'] as const).flatMap((field) =>
  (['asc', 'desc'] as const).map((direction) => ({ field, direction })),
);

const SAMPLE_CALLS: Record<string, unknown[][]> = {
  listPostsPage: [
    { status: undefined, category: undefined },
    { status: 'Published' },
    { category: 'Technology' },
    { status: 'Draft', category: 'Technology' },
    { search: LAKE },
    { status: 'Draft', category: 'Technology', search: LAKE },
  ].flatMap((filter) => [[filter, PAGE], ...POST_ORDERS.map((order) => [filter, PAGE, order])]),
  listProjectsPage: [
    [{}, PAGE],
    [{ status: 'Completed' }, PAGE],
    [{ search: LAKE }, PAGE],
    [{ status: 'Completed', search: LAKE }, PAGE],
  ],
  listInquiriesPage: [
    [{}, PAGE],
    [{ status: 'Resolved' }, PAGE],
    [{ search: { words: ['lake'], lookup: 'lake' } }, PAGE],
    [{ status: 'New', search: { words: ['lake'], lookup: 'lake' } }, PAGE],
  ],
  listAllInquiries: [[], [{ status: 'New' }]],
  listSubscribersPage: [[PAGE]],
  listSubscribersStartingWith: [['reader', PAGE]],
  listActivityPage: [
    [{}, PAGE],
    [{ actor: 'demo-admin' }, PAGE],
    [{ action: 'post.update' }, PAGE],
    [{ actor: 'demo-admin', action: 'post.update' }, PAGE],
    [{ from: new Date('2026-11-01'), to: new Date('2026-11-08') }, PAGE],
    [{ actor: 'demo-admin', action: 'post.update', from: new Date('2026-11-01') }, PAGE],
  ],
  listActivityForExport: [[{}], [{ actor: 'demo-admin', action: 'settings.update' }]],
  listTakenIds: [['blog_posts'], ['projects']],
  listActivePreviews: [
    ['blog_posts', '1'],
    ['projects', '2'],
  ],
  getPublishedPostBySlug: [['why-a-fast-website-wins-more-customers-than-a-pretty-one']],
  getPublishedPostByFormerSlug: [['a-former-address']],
  lastPreviewExpiry: [
    ['blog_posts', '1'],
    ['projects', '2'],
  ],
};

/** Functions that query though their names do not start with list. */
const OTHER_QUERIES = [
  'getPublishedPostBySlug',
  'getPublishedPostByFormerSlug',
  'lastPreviewExpiry',
  'getLiveSite',
];

const repositories = import.meta.glob<Record<string, unknown>>(
  ['./repos/*.ts', '!./repos/*.test.ts', '!./repos/paging.ts'],
  {
    eager: true,
  },
);

const recorded: RecordedQuery[] = [];
const listFunctions: string[] = [];

/** The memory store, with every list() call written down under the function that made it. */
function recordingStore(base: DataStore, source: () => string): DataStore {
  return {
    ...base,
    list: (collection, options = {}) => {
      recorded.push({ source: source(), collection, options });
      return base.list(collection, options);
    },
  };
}

beforeAll(async () => {
  let current = '';
  setStore(recordingStore(createTestStore(), () => current));
  for (const [path, exports] of Object.entries(repositories)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!(/^list[A-Z]/.test(name) || OTHER_QUERIES.includes(name)) || typeof value !== 'function') continue;
      current = `${path.replace('./', '')} ${name}`;
      listFunctions.push(current);
      const run = value as (...args: unknown[]) => Promise<unknown>;
      const calls = SAMPLE_CALLS[name] ?? [
        Array.from({ length: run.length }, () => 3),
        // Without its optional arguments too (e.g. no limit), in case that changes the query.
        ...(run.length > 0 ? [[]] : []),
      ];
      for (const args of calls) await run(...args);
    }
  }
});

describe('firestore.indexes.json covers the repositories’ queries', () => {
  it('records the queries of every list function of the repositories', () => {
    expect(listFunctions).toEqual(
      expect.arrayContaining([
        'repos/blog-posts.ts listPostsPage',
        'repos/blog-posts.ts listPublishedPosts',
        'repos/projects.ts listCompletedProjects',
        'repos/projects.ts listProjectsPage',
        'repos/inquiries.ts listInquiriesPage',
        'repos/subscribers.ts listSubscribersPage',
        'repos/activity.ts listActivityPage',
        'repos/previews.ts listActivePreviews',
      ]),
    );
    for (const source of listFunctions) {
      expect(
        recorded.some((query) => query.source === source),
        `${source} made no list() query`,
      ).toBe(true);
    }
    // Not vacuous: the public lists filter on status and sort by date, which needs a composite index.
    expect(recorded.some((query) => compositeIndexNeed(query.collection, query.options))).toBe(true);
  });

  it('has a composite index for every query that needs one', () => {
    const missing = recorded.flatMap((query) => {
      const need = compositeIndexNeed(query.collection, query.options);
      if (!need || INDEXES.some((index) => indexServes(index, need))) return [];
      return [`${query.source}: needs ${describeNeed(need)}`];
    });
    expect([...new Set(missing)]).toEqual([]);
  });

  it('lists well-formed composite indexes only', () => {
    for (const index of INDEXES) {
      expect(index.queryScope ?? 'COLLECTION').toBe('COLLECTION');
      expect(index.fields.length).toBeGreaterThanOrEqual(2);
      for (const field of index.fields) {
        expect(field.fieldPath).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
        // Each field is ordered, or a list for array-contains: one or the other.
        expect(field.order === undefined ? field.arrayConfig : field.order).toMatch(
          /^(ASCENDING|DESCENDING|CONTAINS)$/,
        );
        expect(field.order !== undefined && field.arrayConfig !== undefined).toBe(false);
      }
    }
  });
});

describe('the index check itself', () => {
  const statusByDate: CompositeIndex = {
    collectionGroup: 'blog_posts',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'createdAt', order: 'DESCENDING' },
    ],
  };

  it('needs no composite index for no filter, one equality alone, or a sort alone', () => {
    expect(compositeIndexNeed('blog_posts', {})).toBeNull();
    expect(compositeIndexNeed('blog_posts', { limit: 3 })).toBeNull();
    expect(compositeIndexNeed('admins', { where: [{ field: 'email', value: 'a@example.com' }] })).toBeNull();
    expect(
      compositeIndexNeed('blog_posts', { orderBy: { field: 'createdAt', direction: 'desc' } }),
    ).toBeNull();
    expect(
      compositeIndexNeed('blog_posts', {
        where: [{ field: 'status', value: 'Published' }],
        orderBy: { field: 'status' },
      }),
    ).toBeNull();
  });

  it('needs one for an equality with a sort on another field, or for several filters', () => {
    const need = compositeIndexNeed('blog_posts', {
      where: [{ field: 'status', value: 'Published' }],
      orderBy: { field: 'createdAt', direction: 'desc' },
      limit: 3,
    });
    expect(need).toEqual({
      collection: 'blog_posts',
      equalities: ['status'],
      contains: null,
      orderBy: { field: 'createdAt', order: 'DESCENDING' },
      ranges: [],
    });
    expect(need && indexServes(statusByDate, need)).toBe(true);
    expect(
      compositeIndexNeed('projects', {
        where: [
          { field: 'status', value: 'Completed' },
          { field: 'category', value: 'IoT' },
        ],
      }),
    ).toEqual({
      collection: 'projects',
      equalities: ['status', 'category'],
      contains: null,
      orderBy: null,
      ranges: [],
    });
  });

  it('puts a range on another field than the sort after the sort (the public list of posts)', () => {
    const need = compositeIndexNeed('blog_posts', {
      where: [
        { field: 'status', value: 'Published' },
        { field: 'publishAt', op: '<', value: new Date('2026-11-01') },
      ],
      orderBy: { field: 'createdAt', direction: 'desc' },
    });
    expect(need).toEqual({
      collection: 'blog_posts',
      equalities: ['status'],
      contains: null,
      orderBy: { field: 'createdAt', order: 'DESCENDING' },
      ranges: ['publishAt'],
    });
    const publicList: CompositeIndex = {
      collectionGroup: 'blog_posts',
      fields: [
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
        { fieldPath: 'publishAt', order: 'ASCENDING' },
      ],
    };
    expect(need && indexServes(publicList, need)).toBe(true);
    // Without the range field, or with it before the sort, the index does not serve the query.
    expect(need && indexServes(statusByDate, need)).toBe(false);
    const rangeFirst = {
      ...publicList,
      fields: [publicList.fields[0]!, publicList.fields[2]!, publicList.fields[1]!],
    };
    expect(need && indexServes(rangeFirst, need)).toBe(false);
  });

  it('reads a range filter as ordering by its field, not as an equality', () => {
    const since = new Date('2026-11-01');
    expect(
      compositeIndexNeed('audit_log', {
        where: [{ field: 'at', op: '>=', value: since }],
        orderBy: { field: 'at', direction: 'desc' },
      }),
    ).toBeNull();
    expect(
      compositeIndexNeed('audit_log', {
        where: [
          { field: 'actor', value: 'u1' },
          { field: 'at', op: '>=', value: since },
          { field: 'at', op: '<', value: since },
        ],
        orderBy: { field: 'at', direction: 'desc' },
      }),
    ).toEqual({
      collection: 'audit_log',
      equalities: ['actor'],
      contains: null,
      orderBy: { field: 'at', order: 'DESCENDING' },
      ranges: [],
    });
    expect(
      compositeIndexNeed('audit_log', {
        where: [
          { field: 'action', value: 'post.update' },
          { field: 'at', op: '<', value: since },
        ],
      }),
    ).toEqual({
      collection: 'audit_log',
      equalities: ['action'],
      contains: null,
      orderBy: { field: 'at', order: 'ASCENDING' },
      ranges: [],
    });
  });

  it('needs a CONTAINS field for an array-contains filter with a sort, after the equalities', () => {
    const search = compositeIndexNeed('contact_inquiries', {
      where: [{ field: 'searchWords', op: 'array-contains', value: 'lake' }],
      orderBy: { field: 'createdAt', direction: 'desc' },
    });
    expect(search).toEqual({
      collection: 'contact_inquiries',
      equalities: [],
      contains: 'searchWords',
      orderBy: { field: 'createdAt', order: 'DESCENDING' },
      ranges: [],
    });
    const wordsByDate: CompositeIndex = {
      collectionGroup: 'contact_inquiries',
      fields: [
        { fieldPath: 'searchWords', arrayConfig: 'CONTAINS' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ],
    };
    expect(search && indexServes(wordsByDate, search)).toBe(true);
    const ordered = {
      ...wordsByDate,
      fields: [{ fieldPath: 'searchWords', order: 'ASCENDING' as const }, wordsByDate.fields[1]!],
    };
    expect(search && indexServes(ordered, search)).toBe(false);
    // Alone, the automatic single-field index serves it.
    expect(
      compositeIndexNeed('contact_inquiries', {
        where: [{ field: 'searchWords', op: 'array-contains', value: 'x' }],
      }),
    ).toBeNull();
  });

  it('refuses an index on another collection, sort direction or field', () => {
    const need = (collection: string, field: string, direction: 'asc' | 'desc') =>
      compositeIndexNeed(collection, {
        where: [{ field: 'status', value: 'x' }],
        orderBy: { field, direction },
      }) as IndexNeed;
    expect(indexServes(statusByDate, need('projects', 'createdAt', 'desc'))).toBe(false);
    expect(indexServes(statusByDate, need('blog_posts', 'createdAt', 'asc'))).toBe(false);
    expect(indexServes(statusByDate, need('blog_posts', 'date', 'desc'))).toBe(false);
    const twoFilters = compositeIndexNeed('blog_posts', {
      where: [
        { field: 'status', value: 'x' },
        { field: 'category', value: 'y' },
      ],
      orderBy: { field: 'createdAt', direction: 'desc' },
    }) as IndexNeed;
    expect(indexServes(statusByDate, twoFilters)).toBe(false);
    expect(
      indexServes(
        {
          ...statusByDate,
          fields: [
            { fieldPath: 'category', order: 'ASCENDING' },
            { fieldPath: 'status', order: 'ASCENDING' },
            { fieldPath: 'createdAt', order: 'DESCENDING' },
          ],
        },
        twoFilters,
      ),
    ).toBe(true);
  });
});
