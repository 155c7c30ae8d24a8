import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedCollections } from '@/data/seed';
import type { FieldMap } from '@/data/models/history';
import type { AuditAction } from '@/data/models/audit-log';
import { AUDIT_LOG } from '@/data/repos/collections';
import { createCountingStore } from '@/testing/counting-store';
import { createTestStore } from '@/testing/render';
import { DEMO, renderAdmin } from '@/testing/render-admin';

const URL_PATH = '/admin/activity';
const AAMIR = { actor: 'demo-admin', actorName: 'Aamir Qadri' };
const SAIMA = { actor: 'demo-editor', actorName: 'Saima Mir' };
const POST_TITLE = 'Why a fast website wins more customers than a pretty one';

interface EntrySeed {
  who: { actor: string; actorName: string };
  action: AuditAction;
  collection: string;
  docId: string;
  summary: string;
  /** 2026-11-{day} at 10:00 UTC. */
  day: number;
  before?: FieldMap | null;
  after?: FieldMap | null;
}

/** Stored audit entries, as the rules let them be written: id a{n} for the n-th (1-based). */
function auditLog(entries: readonly EntrySeed[]) {
  return Object.fromEntries(
    entries.map(({ who, day, before = null, after = null, ...rest }, index) => [
      `a${index + 1}`,
      { ...who, ...rest, at: new Date(Date.UTC(2026, 10, day, 10)), before, after },
    ]),
  );
}

// Oldest first: a1 … a8.
const ENTRIES: EntrySeed[] = [
  { who: SAIMA, action: 'post.create', collection: 'blog_posts', docId: '1', summary: POST_TITLE, day: 10 },
  { who: SAIMA, action: 'post.update', collection: 'blog_posts', docId: '1', summary: POST_TITLE, day: 12 },
  { who: AAMIR, action: 'post.restore', collection: 'blog_posts', docId: '1', summary: POST_TITLE, day: 14 },
  {
    who: AAMIR,
    action: 'settings.update',
    collection: 'settings',
    docId: 'site',
    summary: '',
    day: 15,
    before: { siteName: 'Chinar Digital', contactEmail: 'hello@old.in', socialLinks: { facebook: '' } },
    after: {
      siteName: 'Chinar Digital',
      contactEmail: 'hello@new.in',
      socialLinks: { facebook: 'https://facebook.com/chinar' },
    },
  },
  {
    who: SAIMA,
    action: 'inquiry.status',
    collection: 'contact_inquiries',
    docId: '1',
    summary: 'New website for our hotel in Gulmarg',
    day: 16,
    before: { status: 'New' },
    after: { status: 'Resolved' },
  },
  {
    who: AAMIR,
    action: 'staff.update',
    collection: 'admins',
    docId: 'demo-editor',
    summary: 'editor@chinardigital.test',
    day: 17,
    before: { email: 'editor@chinardigital.test', name: 'Saima Mir', role: 'editor', status: 'active' },
    after: { email: 'editor@chinardigital.test', name: 'Saima Mir', role: 'admin', status: 'active' },
  },
  {
    who: AAMIR,
    action: 'project.delete',
    collection: 'projects',
    docId: '3',
    summary: 'Harbour app',
    day: 18,
  },
  {
    who: AAMIR,
    action: 'inquiry.delete',
    collection: 'contact_inquiries',
    docId: '2',
    summary: 'SEO audit',
    day: 19,
  },
];

function storeWithLog(entries: readonly EntrySeed[] = ENTRIES) {
  return createTestStore({ seed: { ...seedCollections, [AUDIT_LOG]: auditLog(entries) } });
}

/** `count` edits of post 1 by the admin, one an hour back from 21 Nov 2026 10:00 UTC (newest: "Edit 0"). */
function storeWithEdits(count: number) {
  const docs = Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      `e${index}`,
      {
        ...AAMIR,
        action: 'post.update',
        collection: 'blog_posts',
        docId: '1',
        summary: `Edit ${index}`,
        at: new Date(Date.UTC(2026, 10, 21, 10) - index * 3_600_000),
        before: null,
        after: null,
      },
    ]),
  );
  return createTestStore({ seed: { ...seedCollections, [AUDIT_LOG]: docs } });
}

const table = () => screen.getByRole('region', { name: 'Activity' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowTexts = () => bodyRows().map((row) => row.textContent ?? '');

async function renderActivity(
  options: { store?: ReturnType<typeof createTestStore>; url?: string; signedInAs?: string } = {},
) {
  const result = renderAdmin(options.url ?? URL_PATH, {
    signedInAs: options.signedInAs ?? DEMO.admin,
    store: options.store ?? storeWithLog(),
  });
  expect(await screen.findByRole('heading', { name: 'Activity', level: 1 })).toBeInTheDocument();
  await waitFor(() => expect(within(table()).getByRole('table')).not.toHaveAttribute('aria-busy'));
  return result;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-19T12:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('ActivityPage', () => {
  it('lists every entry newest first: time, person, action label and target', async () => {
    await renderActivity();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['When', 'Person', 'Action', 'Target']);
    expect(bodyRows()).toHaveLength(8);

    const [newest] = bodyRows();
    expect(newest).toHaveTextContent('Aamir Qadri');
    expect(newest).toHaveTextContent('Deleted inquiry');
    expect(newest).toHaveTextContent('SEO audit');
    // Two hours before the test's clock (the tests run in UTC).
    const time = within(newest!).getByText('19 Nov 2026, 10:00 am').closest('time');
    expect(time).toHaveAttribute('dateTime', '2026-11-19T10:00:00.000Z');
    expect(newest).toHaveTextContent('2 h ago');

    const oldest = bodyRows().at(-1)!;
    expect(oldest).toHaveTextContent('Saima Mir');
    expect(oldest).toHaveTextContent('Created post');
    expect(oldest).toHaveTextContent('10 Nov 2026');
  });

  it('links each target to its screen while it exists', async () => {
    await renderActivity();
    const rowWith = (text: string) => bodyRows().find((row) => row.textContent?.includes(text))!;
    // The post still exists: its editor (each of its three entries).
    const postLinks = within(table()).getAllByRole('link', { name: POST_TITLE });
    expect(postLinks).toHaveLength(3);
    for (const link of postLinks) expect(link).toHaveAttribute('href', '/admin/blog-posts/1/edit');
    // A deleted project can be brought back: Recently deleted.
    expect(within(rowWith('Deleted project')).getByRole('link', { name: 'Harbour app' })).toHaveAttribute(
      'href',
      '/admin/recently-deleted',
    );
    // A deleted inquiry is gone: plain text. One still there: the inbox.
    expect(within(rowWith('Deleted inquiry')).queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(rowWith('Changed inquiry status')).getByRole('link', {
        name: 'New website for our hotel in Gulmarg',
      }),
    ).toHaveAttribute('href', '/admin/inquiries');
    expect(within(rowWith('Changed staff member')).getByRole('link')).toHaveAttribute('href', '/admin/users');
    expect(
      within(rowWith('Changed site settings')).getByRole('link', { name: 'Site settings' }),
    ).toHaveAttribute('href', '/admin/settings');
  });

  it('shows what settings, staff and inquiry-status changes changed, before → after', async () => {
    await renderActivity();
    const changesOf = (label: string) => {
      const row = bodyRows().find((candidate) => candidate.textContent?.includes(label))!;
      return within(within(row).getByRole('list', { name: 'Changes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    };
    // Unchanged fields (the site name) are left out; a nested social link is its own field.
    expect(changesOf('Changed site settings')).toEqual([
      'Contact e-mail: hello@old.in → changed to hello@new.in',
      'Facebook: — → changed to https://facebook.com/chinar',
    ]);
    expect(changesOf('Changed staff member')).toEqual(['Role: Editor → changed to Admin']);
    expect(changesOf('Changed inquiry status')).toEqual(['Status: New → changed to Resolved']);
    // Posts and projects keep revisions instead: no field list.
    const postRow = bodyRows().find((row) => row.textContent?.includes('Edited post'))!;
    expect(within(postRow).queryByRole('list', { name: 'Changes' })).not.toBeInTheDocument();
  });

  it('narrows by person, action and dates, each in the address', async () => {
    const { user, location } = await renderActivity();
    const person = screen.getByRole('combobox', { name: 'Person' });
    await waitFor(() =>
      expect(within(person).getByRole('option', { name: 'Saima Mir' })).toBeInTheDocument(),
    );
    expect(
      within(person)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Everyone', 'Aamir Qadri', 'Owais Bhat', 'Saima Mir', 'Tariq Lone']);

    await user.selectOptions(person, 'Saima Mir');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(location()).toBe('/admin/activity?person=demo-editor');
    expect(rowTexts().every((text) => text.includes('Saima Mir'))).toBe(true);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Edited post');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(location()).toBe('/admin/activity?person=demo-editor&action=post.update');

    await user.selectOptions(person, 'Everyone');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Any action');
    await waitFor(() => expect(bodyRows()).toHaveLength(8));
    expect(location()).toBe('/admin/activity');

    // 14 to 16 November, both days included (in the browser's time zone).
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-14' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(6));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-16' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(location()).toBe('/admin/activity?from=2026-11-14&to=2026-11-16');
    expect(rowTexts()[0]).toContain('Changed inquiry status');
    expect(rowTexts()[2]).toContain('Restored post');

    await user.selectOptions(person, 'Owais Bhat');
    expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument();
  });

  it('opens with the filters of a shared address', async () => {
    await renderActivity({ url: `${URL_PATH}?person=demo-admin&action=post.restore` });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('Restored post');
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('post.restore');
  });

  it('pages through the log with the pager, reading a page and one more entry each time', async () => {
    const counting = createCountingStore(storeWithEdits(30));
    const { user, location } = await renderActivity({ store: counting.store });
    expect(bodyRows()).toHaveLength(25);
    expect(bodyRows()[0]).toHaveTextContent('Edit 0');
    const pager = screen.getByRole('navigation', { name: 'Pages of activity' });
    expect(pager).toHaveTextContent('Showing 1–25');
    const logReads = () =>
      counting
        .log()
        .filter((entry) => entry.collection === AUDIT_LOG)
        .reduce((sum, entry) => sum + entry.reads, 0);
    expect(logReads()).toBe(26);

    counting.resetReads();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(bodyRows()[0]).toHaveTextContent('Edit 25');
    expect(location()).toMatch(/^\/admin\/activity\?after=\d+%3A[\w-]+$/);
    expect(pager).toHaveTextContent('Showing 26–30');
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(logReads()).toBe(5);

    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(location()).toBe('/admin/activity');
  });

  it('exports the entries of the filters as CSV, with their changes', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:activity');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await renderActivity({ url: `${URL_PATH}?person=demo-admin` });
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('activity-2026-11-19.csv');
    const text = await (createObjectURL.mock.calls[0]![0] as Blob).text();
    const lines = text.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Time (UTC),Person,Person ID,Action,Action code,Collection,Document,Summary,Changes',
    );
    expect(lines.slice(1, -1)).toEqual([
      '2026-11-19T10:00:00.000Z,Aamir Qadri,demo-admin,Deleted inquiry,inquiry.delete,contact_inquiries,2,SEO audit,',
      '2026-11-18T10:00:00.000Z,Aamir Qadri,demo-admin,Deleted project,project.delete,projects,3,Harbour app,',
      '2026-11-17T10:00:00.000Z,Aamir Qadri,demo-admin,Changed staff member,staff.update,admins,demo-editor,' +
        'editor@chinardigital.test,Role: Editor → Admin',
      '2026-11-15T10:00:00.000Z,Aamir Qadri,demo-admin,Changed site settings,settings.update,settings,site,,' +
        'Contact e-mail: hello@old.in → hello@new.in; Facebook: — → https://facebook.com/chinar',
      `2026-11-14T10:00:00.000Z,Aamir Qadri,demo-admin,Restored post,post.restore,blog_posts,1,${POST_TITLE},`,
    ]);
    expect(lines.at(-1)).toBe('');
    expect(screen.queryByText(/The export stopped at/)).not.toBeInTheDocument();
  });

  it('says when an export stopped at its cap of 5,000 entries', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:activity');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await renderActivity({ store: storeWithEdits(5_001) });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The export stopped at 5,000 entries.')).toBeInTheDocument();
    const text = await (createObjectURL.mock.calls[0]![0] as Blob).text();
    // The header and the 5,000 newest, each on its own line.
    expect(text.split('\r\n')).toHaveLength(5_002);
    expect(text).toContain(',Edit 4999,');
    expect(text).not.toContain(',Edit 5000,');
  });

  it('says when there is no activity yet', async () => {
    await renderActivity({ store: createTestStore() });
    expect(screen.getByText('No activity yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('says when the log could not be loaded, and retries', async () => {
    let failing = true;
    const store = createTestStore({
      seed: { ...seedCollections, [AUDIT_LOG]: auditLog(ENTRIES) },
      failWhen: (_operation, collection) => failing && collection === AUDIT_LOG,
    });
    const { user } = renderAdmin(URL_PATH, { signedInAs: DEMO.admin, store });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load activity.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(8));
  });

  it.each([
    ['editors', DEMO.editor],
    ['the read-only role', DEMO.viewer],
  ])('tells %s the log is for administrators, and reads none of it', async (_who, email) => {
    const counting = createCountingStore(storeWithLog());
    renderAdmin(URL_PATH, { signedInAs: email, store: counting.store });
    expect(await screen.findByText('Only administrators can see the activity log.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Activity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(counting.log().some((entry) => entry.collection === AUDIT_LOG)).toBe(false);
  });
});
