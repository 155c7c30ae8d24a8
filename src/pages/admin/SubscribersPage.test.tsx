import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recountStats } from '@/testing/collection-stats';
import { createCountingStore } from '@/testing/counting-store';
import { createTestStore, replaceText } from '@/testing/render';
import { DEMO, renderAdmin } from '@/testing/render-admin';

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

async function storeWithSubscribers() {
  const store = createTestStore();
  await store.create('subscribers', 'zainab@example.com', {
    email: 'zainab@example.com',
    createdAt: new Date('2026-11-20T10:00:00.000Z'),
  });
  await store.create('subscribers', 'farooq@kashmirhandicrafts.in', {
    email: 'farooq@kashmirhandicrafts.in',
    createdAt: new Date('2026-11-21T08:30:00.000Z'),
  });
  return recountStats(store);
}

const table = () => screen.getByRole('region', { name: 'Subscribers' });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search subscribers' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('SubscribersPage', () => {
  it('lists subscribers newest first and searches them', async () => {
    const { user } = renderAdmin('/admin/subscribers', {
      signedInAs: DEMO.admin,
      store: await storeWithSubscribers(),
    });
    expect(await screen.findByRole('heading', { name: 'Subscribers', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(bodyRows()[0]).toHaveTextContent('farooq@kashmirhandicrafts.in');
    expect(screen.getByText('2 people have signed up through the footer form.')).toBeInTheDocument();
    await user.type(searchBox(), 'ZAINAB');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('zainab@example.com');
    await user.clear(searchBox());
    await user.type(searchBox(), 'nobody');
    expect(await screen.findByText('No subscriber’s address starts with that.')).toBeInTheDocument();
  });

  it('finds a subscriber 40 pages down by the start of the address or the whole of it, in a page of reads', async () => {
    const store = await storeWithSubscribers();
    const start = Date.parse('2026-11-22T00:00:00.000Z');
    await store.batch(
      Array.from({ length: 1000 }, (_, index) => ({
        type: 'create' as const,
        collection: 'subscribers',
        id: `reader${index}@example.com`,
        data: { email: `reader${index}@example.com`, createdAt: new Date(start + index * 60_000) },
      })),
    );
    await recountStats(store);
    const counting = createCountingStore(store);
    const { user } = renderAdmin('/admin/subscribers', { signedInAs: DEMO.admin, store: counting.store });
    expect(await screen.findByText('Showing 1–25')).toBeInTheDocument();
    expect(within(table()).queryByText('zainab@example.com')).not.toBeInTheDocument();

    counting.resetReads();
    await replaceText(user, searchBox(), 'Zain');
    await waitFor(() =>
      expect(bodyRows().map((row) => row.textContent)).toEqual([
        expect.stringContaining('zainab@example.com'),
      ]),
    );
    expect(counting.reads()).toBeLessThanOrEqual(26);

    counting.resetReads();
    await user.clear(searchBox());
    await user.paste('reader999@example.com');
    await waitFor(() =>
      expect(bodyRows().map((row) => row.textContent)).toEqual([
        expect.stringContaining('reader999@example.com'),
      ]),
    );
    // Each text the debounce lets through (the cleared box, the address) is one query of at most a page.
    expect(counting.reads()).toBeLessThanOrEqual(3 * 26);

    // Paged in address order (by code point: '0' before '@'); all 1,000 start with "reader".
    await user.clear(searchBox());
    await user.paste('reader');
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('reader0@example.com'));
    expect(bodyRows()[1]).toHaveTextContent('reader100@example.com');
    expect(bodyRows()[2]).toHaveTextContent('reader101@example.com');
    expect(bodyRows()).toHaveLength(25);
  }, 30_000);

  it('says when nobody has subscribed yet', async () => {
    renderAdmin('/admin/subscribers', { signedInAs: DEMO.admin });
    expect(await screen.findByText('No one has subscribed yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('exports every subscriber as CSV, all pages, not only the page shown', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:subscribers');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderAdmin('/admin/subscribers', {
      signedInAs: DEMO.admin,
      store: await storeWithSubscribers(),
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await user.type(searchBox(), 'zainab');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const text = await (createObjectURL.mock.calls[0]![0] as Blob).text();
    expect(text).toContain(
      'Email,Subscribed at\r\nfarooq@kashmirhandicrafts.in,2026-11-21T08:30:00.000Z\r\nzainab@example.com,',
    );
  });

  it('lets an admin remove a subscriber after confirming', async () => {
    const store = await storeWithSubscribers();
    const { user } = renderAdmin('/admin/subscribers', { signedInAs: DEMO.admin, store });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Remove zainab@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove subscriber' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Subscriber removed')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(await store.get('subscribers', 'zainab@example.com')).toBeNull();
  });

  it('shows editors the list without the remove action', async () => {
    renderAdmin('/admin/subscribers', { signedInAs: DEMO.editor, store: await storeWithSubscribers() });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the list cannot be loaded', async () => {
    const store = createTestStore({
      failWhen: (operation, collection) => operation === 'list' && collection === 'subscribers',
    });
    renderAdmin('/admin/subscribers', { signedInAs: DEMO.admin, store });
    expect(await screen.findByText('Failed to load subscribers.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
