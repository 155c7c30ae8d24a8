import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldValue, type DataStore, type WriteOperation } from '@/data/store';
import { SEARCH_READ_BOUND } from '@/data/repos/paging';
import { searchWordsFor } from '@/data/search-words';
import { formatSiteDateTime } from '@/lib/dates';
import { recountStats } from '@/testing/collection-stats';
import { createCountingStore } from '@/testing/counting-store';
import { createTestStore, replaceText } from '@/testing/render';
import { DEMO, passwordOf, renderAdmin } from '@/testing/render-admin';

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

const URL_PATH = '/admin/inquiries';
// The seed: Rouf (New), Priya (no status: New), Nazia (Responded), Tariq and Arjun (Resolved).
const ROUF = 'Rouf Ahmad Dar';
const PRIYA = 'Priya Raghavan';

const table = () => screen.getByRole('region', { name: 'Inquiries' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowOf = (name: string) => {
  const row = bodyRows().find((candidate) => within(candidate).queryByText(name));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};
const count = (label: string) =>
  within(screen.getByRole('region', { name: 'Inquiry counts' })).getByText(label, { selector: 'dt' })
    .nextElementSibling;
const searchBox = () => screen.getByRole('searchbox', { name: 'Search inquiries' });

async function expectCounts(total: number, fresh: number, responded: number, resolved: number) {
  const shown = (value: number) => value.toLocaleString('en-IN');
  await waitFor(() => expect(count('Total')).toHaveTextContent(shown(total)));
  expect(count('New')).toHaveTextContent(shown(fresh));
  expect(count('Responded')).toHaveTextContent(shown(responded));
  expect(count('Resolved')).toHaveTextContent(shown(resolved));
}

async function renderInbox(options: { signedInAs?: string; store?: DataStore } = {}) {
  const result = renderAdmin(URL_PATH, { signedInAs: DEMO.editor, ...options });
  expect(await screen.findByRole('heading', { name: 'Customer Inquiries', level: 1 })).toBeInTheDocument();
  await waitFor(() => expect(within(table()).getByRole('table')).not.toHaveAttribute('aria-busy'));
  return result;
}

/** A store whose inquiry writes fail while `failing.on` is true. */
function storeFailing(operation: 'update' | 'delete') {
  const failing = { on: true };
  const store = createTestStore({
    failWhen: (op, collection) => failing.on && op === operation && collection === 'contact_inquiries',
  });
  return { store, failing };
}

/** An inquiry as the contact form stores it, with the words staff search it by. */
function withWords(data: Record<string, unknown>): Record<string, unknown> {
  return { ...data, searchWords: searchWordsFor('contact_inquiries', data) };
}

function later(index: number, createdAt: Date): Record<string, unknown> {
  return withWords({
    name: `Later ${index}`,
    email: `later${index}@example.com`,
    phone: '',
    subject: 'Hello',
    message: 'Hi',
    status: 'New',
    createdAt,
  });
}

describe('InquiriesPage', () => {
  it('lists every inquiry newest first with the counts per status (no status reads as New)', async () => {
    await renderInbox();
    expect(bodyRows()).toHaveLength(5);
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Subject', 'Date', 'Status', 'Actions']);
    const first = bodyRows()[0]!;
    expect(first).toHaveTextContent(ROUF);
    expect(first).toHaveTextContent('rouf.dar@gulmargretreat.in');
    expect(first).toHaveTextContent('New website for our hotel in Gulmarg');
    expect(first).toHaveTextContent('18 Nov 2026');
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(within(rowOf(PRIYA)).getByText('New')).toBeInTheDocument();
    expect(bodyRows()[4]).toHaveTextContent('Arjun Mehta');
    await expectCounts(5, 2, 1, 2);
  });

  it('filters by status and searches name, e-mail and subject', async () => {
    const { user } = await renderInbox();
    await user.click(screen.getByRole('tab', { name: 'Resolved' }));
    expect(screen.getByRole('tab', { name: 'Resolved' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(bodyRows()[0]).toHaveTextContent('Tariq Hussain Wani');
    // The tab is a query on the stored status: the seed's record without one shows under All only.
    await user.click(screen.getByRole('tab', { name: 'New' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent(ROUF);

    // The search looks through every inquiry, by whole words of the name, e-mail, subject and message.
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    // Pasted rather than typed key by key: the same events for the search, far fewer renders on a busy machine.
    const namesFound = async (search: string, names: string[]) => {
      await replaceText(user, searchBox(), search);
      await waitFor(() =>
        expect(bodyRows().map((row) => row.textContent)).toEqual(
          names.map((name) => expect.stringContaining(name)),
        ),
      );
    };
    await namesFound('SEO', [PRIYA]);
    await namesFound('nazia.shah@careclinic.org', ['Dr. Nazia Shah']);
    await namesFound('PostgreSQL', ['Arjun Mehta']);
    // Every word must match: three inquiries mention Srinagar, one of them Anantnag too.
    await namesFound('srinagar', [ROUF, PRIYA, 'Dr. Nazia Shah']);
    await namesFound('Srinagar anantnag', ['Dr. Nazia Shah']);
    // The tab applies to a search too.
    await user.click(screen.getByRole('tab', { name: 'New' }));
    expect(await screen.findByText('No inquiries match your search.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));

    await user.type(searchBox(), ' zzz');
    expect(await screen.findByText('No inquiries match your search.')).toBeInTheDocument();
    // Nothing to search for: the box says so, and the list is the tab's.
    await user.clear(searchBox());
    await user.type(searchBox(), 'the');
    expect(searchBox()).toHaveAccessibleDescription(/Type a whole word of letters or digits/);
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    await user.clear(searchBox());
    await user.click(screen.getByRole('tab', { name: 'Responded' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    // The counts always cover every inquiry, whatever the filter.
    await expectCounts(5, 2, 1, 2);
  }, 30_000);

  it('opens a row to show the whole message, the phone and a reply link', async () => {
    const store = createTestStore();
    await store.set('contact_inquiries', '9', {
      name: 'Aisha Mir',
      email: 'aisha@example.in',
      phone: '+91 98765 43210',
      subject: 'Houseboat site & bookings',
      message: 'Salaam,\nWe run three houseboats.\n\nCan you help?',
      status: 'New',
      createdAt: new Date('2026-11-20T09:00:00.000Z'),
    });
    const { user } = await renderInbox({ store });
    const toggle = within(rowOf('Aisha Mir')).getByRole('button', { name: 'Message from Aisha Mir' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const message = within(details).getByText(/We run three houseboats/);
    expect(message.textContent).toBe('Salaam,\nWe run three houseboats.\n\nCan you help?');
    expect(message).toHaveClass('whitespace-pre-line');
    expect(within(details).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(within(details).getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      'mailto:aisha@example.in?subject=Re%3A%20Houseboat%20site%20%26%20bookings',
    );

    // Keyboard: the toggle closes again with Enter.
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/We run three houseboats/)).not.toBeInTheDocument();

    // Without a phone number the details say so.
    await user.click(within(rowOf(PRIYA)).getByRole('button', { name: `Message from ${PRIYA}` }));
    expect(await screen.findByText('Not given')).toBeInTheDocument();
    expect(screen.getByText(/Do you offer a one-time audit/)).toBeInTheDocument();
  });

  it('marks an inquiry Responded then Resolved: badge, counts, toasts and the stored status follow', async () => {
    const { user, store } = await renderInbox();
    await expectCounts(5, 2, 1, 2);
    const responded = within(rowOf(ROUF)).getByRole('button', {
      name: `Mark inquiry from ${ROUF} as Responded`,
    });
    await user.click(responded);
    expect(await screen.findByText('Inquiry marked as Responded')).toBeInTheDocument();
    await expectCounts(5, 1, 2, 2);
    expect(within(rowOf(ROUF)).getByText('Responded', { selector: 'span' })).toBeInTheDocument();
    // The current status's button shows as set.
    expect(
      within(rowOf(ROUF)).getByRole('button', { name: `Mark inquiry from ${ROUF} as Responded` }),
    ).toBeDisabled();
    expect((await store.get('contact_inquiries', '1'))?.data).toMatchObject({ status: 'Responded' });
    expect((await store.get('contact_inquiries', '1'))?.data.updatedAt).toBeInstanceOf(Date);

    await user.click(
      within(rowOf(ROUF)).getByRole('button', { name: `Mark inquiry from ${ROUF} as Resolved` }),
    );
    expect(await screen.findByText('Inquiry marked as Resolved')).toBeInTheDocument();
    await expectCounts(5, 1, 1, 3);
    expect((await store.get('contact_inquiries', '1'))?.data).toMatchObject({ status: 'Resolved' });

    // And back to New from the opened inquiry: any status from any state.
    await user.click(within(rowOf(ROUF)).getByRole('button', { name: `Message from ${ROUF}` }));
    await user.click(screen.getByRole('button', { name: 'Mark as New' }));
    expect(await screen.findByText('Inquiry marked as New')).toBeInTheDocument();
    await expectCounts(5, 2, 1, 2);
    expect((await store.get('contact_inquiries', '1'))?.data).toMatchObject({ status: 'New' });
  });

  it('moves the counts at once, before the write has finished', async () => {
    const store = createTestStore();
    const batch = store.batch.bind(store);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.spyOn(store, 'batch').mockImplementation(async (...args) => {
      await held;
      return batch(...args);
    });
    const { user } = await renderInbox({ store });
    await user.click(
      within(rowOf(PRIYA)).getByRole('button', { name: `Mark inquiry from ${PRIYA} as Resolved` }),
    );
    await expectCounts(5, 1, 1, 3);
    expect(screen.queryByText('Inquiry marked as Resolved')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Inquiry marked as Resolved')).toBeInTheDocument();
    await expectCounts(5, 1, 1, 3);
  });

  it('says so when a status change fails, and the counts go back', async () => {
    const { store } = storeFailing('update');
    const { user } = await renderInbox({ store });
    await user.click(
      within(rowOf(ROUF)).getByRole('button', { name: `Mark inquiry from ${ROUF} as Resolved` }),
    );
    expect(await screen.findByText('Failed to update inquiry status.')).toBeInTheDocument();
    await expectCounts(5, 2, 1, 2);
    expect(within(rowOf(ROUF)).getByText('New')).toBeInTheDocument();
    expect(screen.queryByText('Inquiry marked as Resolved')).not.toBeInTheDocument();
    expect((await store.get('contact_inquiries', '1'))?.data).toMatchObject({ status: 'New' });
  });

  it('deletes an inquiry after confirming', async () => {
    const { user, store } = await renderInbox();
    await user.click(within(rowOf(ROUF)).getByRole('button', { name: `Delete inquiry from ${ROUF}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete inquiry' });
    expect(dialog).toHaveTextContent(`Delete the inquiry from ${ROUF}`);
    // Cancel first: nothing happens.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);

    await user.click(within(rowOf(ROUF)).getByRole('button', { name: `Delete inquiry from ${ROUF}` }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete inquiry' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Inquiry deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(screen.queryByText(ROUF)).not.toBeInTheDocument();
    await expectCounts(4, 1, 1, 2);
    expect(await store.get('contact_inquiries', '1')).toBeNull();
  });

  it('keeps the dialog open with a toast when the deletion fails', async () => {
    const { store, failing } = storeFailing('delete');
    const { user } = await renderInbox({ store });
    await user.click(within(rowOf(ROUF)).getByRole('button', { name: `Delete inquiry from ${ROUF}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete inquiry' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete inquiry.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Delete inquiry' })).toBeInTheDocument();
    expect(await store.get('contact_inquiries', '1')).not.toBeNull();

    // A second try goes through.
    failing.on = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Inquiry deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('exports the shown rows as CSV', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:inquiries');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await renderInbox();
    await user.click(screen.getByRole('tab', { name: 'Responded' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalledOnce();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
      /^inquiries-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const text = await (createObjectURL.mock.calls[0]![0] as Blob).text();
    const [header, row, end] = text.replace(/^\ufeff/, '').split('\r\n');
    expect(header).toBe('Name,Email,Phone,Subject,Message,Status,Received at');
    // The phone starts with + and is kept as text, not a formula; the message has commas, so it is quoted.
    expect(row).toBe(
      "Dr. Nazia Shah,nazia.shah@careclinic.org,'+91 70068 21944,Appointment app for a group of clinics," +
        '"We have three clinics in Srinagar and Anantnag and are interested in an appointment booking app ' +
        'similar to the one you built for Shifa. Patients should be able to choose a clinic, see doctors\u2019 ' +
        'availability and receive reminders. Please let us know a convenient time for a call.",' +
        'Responded,2026-11-06T04:30:00.000Z',
    );
    expect(end).toBe('');
  });

  it('shows a viewer everything, read-only: list, details and export without status or delete controls', async () => {
    const { user } = await renderInbox({ signedInAs: DEMO.viewer });
    expect(bodyRows()).toHaveLength(5);
    await expectCounts(5, 2, 1, 2);
    expect(within(table()).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark inquiry/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    await user.click(within(rowOf(ROUF)).getByRole('button', { name: `Message from ${ROUF}` }));
    expect(screen.getByText(/We run a 24-room hotel in Gulmarg/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reply by email' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as New' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('shows skeleton rows while the inquiries load', async () => {
    const store = createTestStore();
    const list = store.list.bind(store);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.spyOn(store, 'list').mockImplementation(async (collection, options) => {
      if (collection === 'contact_inquiries') await held;
      return list(collection, options);
    });
    renderAdmin(URL_PATH, { signedInAs: DEMO.editor, store });
    expect(await screen.findByText('Loading inquiries…')).toHaveAttribute('role', 'status');
    expect(within(table()).getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()).toHaveLength(5);
    expect(bodyRows()[0]).not.toHaveTextContent(/\w/);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    release();
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent(ROUF));
    expect(screen.queryByText('Loading inquiries…')).not.toBeInTheDocument();
  });

  it('says when there are no inquiries yet', async () => {
    const store = createTestStore();
    for (const id of ['1', '2', '3', '4', '5']) await store.remove('contact_inquiries', id);
    await renderInbox({ store: await recountStats(store) });
    expect(screen.getByText('No inquiries yet.')).toBeInTheDocument();
    await expectCounts(0, 0, 0, 0);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('says when no inquiry has the chosen status', async () => {
    const store = createTestStore();
    for (const id of ['4', '5']) await store.remove('contact_inquiries', id);
    const { user } = await renderInbox({ store });
    await user.click(screen.getByRole('tab', { name: 'Resolved' }));
    expect(await screen.findByText('No resolved inquiries.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('shows an error with Retry and a toast when the inquiries cannot be loaded', async () => {
    const failing = { on: true };
    const store = createTestStore({
      failWhen: (operation, collection) =>
        failing.on && operation === 'list' && collection === 'contact_inquiries',
    });
    const { user } = renderAdmin(URL_PATH, { signedInAs: DEMO.editor, store });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load inquiries.');
    // The toast too (spec section 8).
    await waitFor(() => expect(screen.getAllByText('Failed to load inquiries.')).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Inquiries' })).not.toBeInTheDocument();

    failing.on = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the tab, page and search in the address, so a link opens the same view', async () => {
    const store = createTestStore();
    const start = Date.parse('2026-11-20T00:00:00.000Z');
    await store.batch(
      Array.from({ length: 12 }, (_, index) => ({
        type: 'create' as const,
        collection: 'contact_inquiries',
        id: `later-${index}`,
        data: later(index, new Date(start + index * 60_000)),
      })),
    );
    const first = await renderInbox({ store });
    await first.user.click(screen.getByRole('tab', { name: 'New' }));
    await first.user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    await first.user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/^Showing 11–/)).toBeInTheDocument();
    // A new search starts at its first page.
    await first.user.type(searchBox(), 'later');
    expect(await screen.findByText('Page 1: 10 found')).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2: 2 found')).toBeInTheDocument();
    const shown = bodyRows().map((row) => row.textContent);
    const link = first.location();
    expect(link).toMatch(/^\/admin\/inquiries\?status=New&size=10&q=later&after=\d+%3A[\w-]+$/);
    first.unmount();

    renderAdmin(link, { signedInAs: DEMO.editor, store });
    expect(await screen.findByText('Page 2: 2 found')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows().map((row) => row.textContent)).toEqual(shown));
    expect(screen.getByRole('tab', { name: 'New' })).toHaveAttribute('aria-selected', 'true');
    expect(searchBox()).toHaveValue('later');
  });

  describe('reads', () => {
    const SPAM = 1000;
    const PAGE_READS = 25 + 1; // the default page size, and one more to know whether there is a next page
    /**
     * A page load: the signed-in staff record (1), the notification bell's count of what arrived in the
     * last 30 days (two count() requests up to 100, 1 read each), the first page, and
     * the counts: stats/contact_inquiries (1), whatever the inbox holds (three count() requests before it,
     * at one read per 1,000 entries matched: 6 here, 21 at 20,000). Reading the inbox whole would be 1,005
     * and more.
     */
    const PAGE_LOAD_READS = 1 + 2 + PAGE_READS + 1;

    /** The seed plus 1,000 New inquiries, one a minute (distinct createdAt), all newer than the seed's. */
    async function floodedStore(): Promise<DataStore> {
      const store = createTestStore();
      const start = Date.parse('2026-11-20T00:00:00.000Z');
      const operations: WriteOperation[] = Array.from({ length: SPAM }, (_, index) => ({
        type: 'create',
        collection: 'contact_inquiries',
        id: `spam-${index}`,
        data: withWords({
          name: `Spammer ${index}`,
          email: `spam${index}@example.com`,
          phone: '',
          subject: 'Buy now',
          message: 'Cheap followers for your hotel in Srinagar',
          status: 'New',
          createdAt: new Date(start + index * 60_000),
        }),
      }));
      await store.batch(operations);
      return recountStats(store);
    }

    it('costs a bounded number of reads per page load and per page, whatever the inbox holds', async () => {
      const counting = createCountingStore(await floodedStore());
      const { user } = await renderInbox({ store: counting.store });
      await expectCounts(SPAM + 5, SPAM + 2, 1, 2);
      await waitFor(() => expect(bodyRows()).toHaveLength(25));
      await waitFor(() => expect(screen.getByText('Showing 1–25')).toBeInTheDocument());
      expect(counting.reads()).toBeLessThanOrEqual(PAGE_LOAD_READS);
      // No count of the inbox by status: the only aggregations are the bell's, of inquiries and subscribers.
      expect(
        counting
          .log()
          .filter((entry) => entry.operation === 'aggregate')
          .map((entry) => entry.collection)
          .sort(),
      ).toEqual(['contact_inquiries', 'subscribers']);
      counting.resetReads();

      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('Showing 26–50')).toBeInTheDocument();
      expect(bodyRows()[0]).toHaveTextContent(`Spammer ${SPAM - 26}`);
      expect(counting.reads()).toBeLessThanOrEqual(PAGE_READS);
    });

    it('finds an inquiry 41 pages down by its sender’s e-mail and by a word of its message, a page of reads each', async () => {
      const counting = createCountingStore(await floodedStore());
      const { user } = await renderInbox({ store: counting.store });
      await waitFor(() => expect(screen.getByText('Showing 1–25')).toBeInTheDocument());
      // The seed's inquiries are older than the 1,000 new ones: Nazia's is the 1,003rd, on page 41.
      expect(within(table()).queryByText('Dr. Nazia Shah')).not.toBeInTheDocument();

      for (const search of ['nazia.shah@careclinic.org', 'reminders']) {
        counting.resetReads();
        await replaceText(user, searchBox(), search);
        // The rows of the previous search look the same: wait for this one's query.
        await waitFor(() => expect(counting.log()).toHaveLength(1));
        await waitFor(() =>
          expect(bodyRows().map((row) => row.textContent)).toEqual([
            expect.stringContaining('Dr. Nazia Shah'),
          ]),
        );
        expect(counting.reads(), search).toBeLessThanOrEqual(PAGE_READS);
      }

      // A word 1,003 inquiries hold: the first page of them, 26 reads, and Next for the rest.
      counting.resetReads();
      await replaceText(user, searchBox(), 'srinagar');
      expect(await screen.findByText('Page 1: 25 found')).toBeInTheDocument();
      expect(counting.reads()).toBeLessThanOrEqual(PAGE_READS);
    }, 30_000);

    it('reads on for a search whose first rows hold no match, up to its bound, and says so', async () => {
      const counting = createCountingStore(await floodedStore());
      const { user } = await renderInbox({ store: counting.store });
      await waitFor(() => expect(screen.getByText('Showing 1–25')).toBeInTheDocument());
      const pagerStatus = () => within(screen.getByRole('navigation', { name: 'Pages of inquiries' }));

      // 'srinagar' (the longest word, looked up) is in all 1,003; 'clinics' only in Nazia's, the 1,003rd.
      counting.resetReads();
      await replaceText(user, searchBox(), 'Srinagar clinics');
      for (const page of [1, 2]) {
        expect(
          await pagerStatus().findByText(
            `Page ${page}: 0 found in the 500 looked through; Next looks further`,
          ),
        ).toBeInTheDocument();
        expect(within(table()).getByText('No inquiries match your search.')).toBeInTheDocument();
        expect(counting.reads()).toBeLessThanOrEqual(SEARCH_READ_BOUND);
        counting.resetReads();
        await user.click(screen.getByRole('button', { name: 'Next' }));
      }
      expect(await pagerStatus().findByText('Page 3: 1 found')).toBeInTheDocument();
      expect(bodyRows().map((row) => row.textContent)).toEqual([expect.stringContaining('Dr. Nazia Shah')]);
      expect(counting.reads()).toBeLessThanOrEqual(SEARCH_READ_BOUND);
      expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    }, 60_000);
  });
});

describe('InquiriesPage: the e-mail to staff (issue 36)', () => {
  const at = new Date('2026-11-20T09:00:00.000Z');
  const when = formatSiteDateTime(at);

  /** The seed's Rouf (1) … Arjun (5), each with its e-mail in a state; Priya's (2) stored before e-mail. */
  async function storeWithEmails(): Promise<DataStore> {
    const store = createTestStore();
    const record = (fields: Record<string, unknown>) => ({
      to: [],
      at,
      attempts: 1,
      claim: 'c',
      claimedAt: at,
      ...fields,
    });
    await store.update('contact_inquiries', '1', {
      notification: record({ state: 'sent', to: ['admin@chinardigital.test', 'owner@chinardigital.test'] }),
    });
    await store.update('contact_inquiries', '3', {
      notification: record({ state: 'failed', attempts: 2, error: 'connect ECONNREFUSED 127.0.0.1:1025' }),
    });
    await store.update('contact_inquiries', '4', { notification: record({ state: 'sending' }) });
    await store.update('contact_inquiries', '5', {
      notification: record({ state: 'skipped', error: 'nobody has chosen e-mail for each inquiry' }),
    });
    return store;
  }

  async function openDetails(user: UserEvent, name: string) {
    const toggle = within(rowOf(name)).getByRole('button', { name: `Message from ${name}` });
    await user.click(toggle);
    return document.getElementById(toggle.getAttribute('aria-controls')!)!;
  }

  const NAZIA = 'Dr. Nazia Shah';

  it('the details say sent to whom and when, on its way, failed and why, not sent, or no record', async () => {
    const { user } = await renderInbox({ store: await storeWithEmails() });
    const shown: Record<string, string> = {
      [ROUF]: `Sent to admin@chinardigital.test, owner@chinardigital.test · ${when}`,
      [PRIYA]: 'No e-mail record',
      [NAZIA]: 'Failed: connect ECONNREFUSED 127.0.0.1:1025 (2 attempts)',
      'Tariq Hussain Wani': 'Sending…',
      'Arjun Mehta': 'Not sent: nobody has chosen e-mail for each inquiry',
    };
    for (const [name, text] of Object.entries(shown)) {
      const details = await openDetails(user, name);
      expect(within(details).getByText('E-mail to staff').nextElementSibling).toHaveTextContent(text);
    }
    // The table marks the failed one, and only it: by its status, and by its name for a phone (where the
    // status column is off to the side; the stylesheet shows one of the two).
    const marks = within(table()).getAllByRole('img', { name: 'E-mail to staff failed' });
    expect(marks).toHaveLength(2);
    for (const mark of marks) expect(rowOf(NAZIA)).toContainElement(mark);
  });

  it.each([DEMO.editor, DEMO.viewer])('%s sees the state but no Re-send', async (email) => {
    const { user } = await renderInbox({ signedInAs: email, store: await storeWithEmails() });
    const details = await openDetails(user, NAZIA);
    expect(details).toHaveTextContent('Failed: connect ECONNREFUSED');
    expect(screen.queryByRole('button', { name: 'Re-send e-mail' })).not.toBeInTheDocument();
  });

  it('an admin re-sends a failed one: the request is stored, then the state follows to sent', async () => {
    const store = await storeWithEmails();
    const { user } = await renderInbox({ signedInAs: DEMO.admin, store });
    // Only on the failed one.
    await openDetails(user, ROUF);
    expect(screen.queryByRole('button', { name: 'Re-send e-mail' })).not.toBeInTheDocument();
    const details = await openDetails(user, NAZIA);
    await user.click(within(details).getByRole('button', { name: 'Re-send e-mail' }));
    const pending = await within(details).findByRole('button', { name: 'Re-sending…' });
    expect(pending).toHaveAttribute('aria-busy', 'true');
    await waitFor(async () =>
      expect((await store.get('contact_inquiries', '3'))?.data.notification).toMatchObject({
        state: 'failed',
        attempts: 2,
        resendRequestedAt: expect.any(Date),
      }),
    );
    expect((await store.get('contact_inquiries', '3'))?.data.status).toBe('Responded');

    // The Cloud Function claims it, then sends it.
    await store.update('contact_inquiries', '3', {
      'notification.state': 'sending',
      'notification.attempts': 3,
    });
    expect(await within(details).findByText('Sending…')).toBeInTheDocument();
    await store.update('contact_inquiries', '3', {
      'notification.state': 'sent',
      'notification.to': ['admin@chinardigital.test'],
      'notification.error': fieldValue.delete(),
    });
    expect(await screen.findByText('E-mail sent')).toBeInTheDocument();
    expect(screen.getByText('Sent to admin@chinardigital.test.')).toBeInTheDocument();
    expect(within(details).getByText('E-mail to staff').nextElementSibling).toHaveTextContent(
      'Sent to admin@chinardigital.test',
    );
    expect(within(details).queryByRole('button', { name: /Re-send/ })).not.toBeInTheDocument();
    expect(
      within(rowOf(NAZIA)).queryByRole('img', { name: 'E-mail to staff failed' }),
    ).not.toBeInTheDocument();
  });

  it('a re-send that fails again says why', async () => {
    const store = await storeWithEmails();
    const { user } = await renderInbox({ signedInAs: DEMO.admin, store });
    const details = await openDetails(user, NAZIA);
    await user.click(within(details).getByRole('button', { name: 'Re-send e-mail' }));
    await waitFor(async () =>
      expect((await store.get('contact_inquiries', '3'))?.data.notification).toHaveProperty(
        'resendRequestedAt',
      ),
    );
    await store.update('contact_inquiries', '3', {
      'notification.attempts': 3,
      'notification.error': 'Greeting never received',
    });
    expect(await screen.findByText('E-mail not sent')).toBeInTheDocument();
    const failedAgain = 'Failed: Greeting never received (3 attempts)';
    expect(within(details).getByText('E-mail to staff').nextElementSibling).toHaveTextContent(failedAgain);
    // The toast says so too.
    expect(screen.getAllByText(failedAgain)).toHaveLength(2);
    expect(within(details).getByRole('button', { name: 'Re-send e-mail' })).toBeEnabled();
  });
});

describe('InquiriesPage: a link to one inquiry (?inquiry=<id>)', () => {
  const dialog = () => screen.getByRole('dialog');

  it('opens that inquiry in a dialog with one read, even when it is not on the page; closing drops the link', async () => {
    const store = createTestStore();
    const start = Date.parse('2026-11-21T00:00:00.000Z');
    await store.batch(
      Array.from({ length: 30 }, (_, index) => ({
        type: 'create' as const,
        collection: 'contact_inquiries',
        id: `later-${index}`,
        data: later(index, new Date(start + index * 60_000)),
      })),
    );
    const counting = createCountingStore(store);
    const { user, location } = renderAdmin('/admin/inquiries?inquiry=5', {
      signedInAs: DEMO.editor,
      store: counting.store,
    });
    expect(await screen.findByRole('dialog', { name: 'Inquiry from Arjun Mehta' })).toBeInTheDocument();
    expect(within(dialog()).getByText(/two years of order data in PostgreSQL/)).toBeInTheDocument();
    expect(within(dialog()).getByText('Resolved', { selector: 'span' })).toBeInTheDocument();
    expect(within(dialog()).getByText('E-mail to staff').nextElementSibling).toHaveTextContent(
      'No e-mail record',
    );
    expect(
      counting.log().filter((entry) => entry.collection === 'contact_inquiries' && entry.operation === 'get'),
    ).toHaveLength(1);
    // Not on the first page of the inbox behind it.
    await waitFor(() => expect(screen.getByText('Showing 1–25')).toBeInTheDocument());

    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/admin/inquiries');
  });

  it('editors change its status from the dialog', async () => {
    const { user, store } = renderAdmin('/admin/inquiries?inquiry=1', { signedInAs: DEMO.editor });
    await screen.findByRole('dialog', { name: `Inquiry from ${ROUF}` });
    await user.click(
      within(dialog()).getByRole('button', { name: `Mark inquiry from ${ROUF} as Responded` }),
    );
    expect(await screen.findByText('Inquiry marked as Responded')).toBeInTheDocument();
    expect((await store.get('contact_inquiries', '1'))?.data.status).toBe('Responded');
    await waitFor(() =>
      expect(within(dialog()).getByText('Responded', { selector: 'span' })).toBeInTheDocument(),
    );
  });

  it('a link to an inquiry that is not there says so', async () => {
    const { user, location } = renderAdmin('/admin/inquiries?inquiry=gone-by-now', {
      signedInAs: DEMO.editor,
    });
    expect(await screen.findByRole('dialog', { name: 'Inquiry not found' })).toHaveTextContent(
      'There is no inquiry at this link. It may have been deleted.',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(location()).toBe('/admin/inquiries'));
  });

  it('signed out, the link goes through the sign-in and comes back to the inquiry', async () => {
    const { user, location } = renderAdmin('/admin/inquiries?inquiry=1');
    const form = await screen.findByRole('form', { name: 'Sign in with password' });
    expect(location()).toBe('/admin/login');
    await user.type(within(form).getByLabelText('Email'), DEMO.admin);
    await user.type(within(form).getByLabelText('Password'), passwordOf(DEMO.admin));
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: `Inquiry from ${ROUF}` })).toBeInTheDocument();
    expect(location()).toBe('/admin/inquiries?inquiry=1');
  });
});
