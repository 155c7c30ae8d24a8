import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestStore } from '@/testing/render';
import { DEMO, renderAdmin } from '@/testing/render-admin';

const card = (label: string) =>
  screen.getByRole('heading', { name: label, level: 2 }).closest('div.flex-col') as HTMLElement;

beforeEach(() => {
  // The seed's inquiries are from November (3) and October (2) 2026.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T12:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
  toast.dismiss();
});

describe('DashboardPage', () => {
  it('shows four figures computed from the stored data, with honest labels', async () => {
    renderAdmin('/admin', { signedInAs: DEMO.admin });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Welcome back, Aamir/)).toBeInTheDocument();

    // 184 + 862 + 547 + 391 views of the four published posts; the draft has none.
    await waitFor(() => expect(card('Post views')).toHaveTextContent('1,984'));
    expect(card('Post views')).toHaveTextContent('Reads of 4 published posts, all time');
    expect(card('Blog Posts')).toHaveTextContent('5');
    expect(card('Blog Posts')).toHaveTextContent('4 published · 1 draft');
    expect(card('Projects')).toHaveTextContent('9');
    expect(card('Projects')).toHaveTextContent('6 completed · 2 in progress · 1 planning');
    expect(card('Inquiries')).toHaveTextContent('2 new · 1 responded · 2 resolved');
    expect(card('Inquiries')).toHaveTextContent('3 new inquiries this month, 2 last month');
    expect(card('Inquiries')).toHaveTextContent('3 new inquiries this month, 2 last month (+50%)');
    expect(screen.queryByText(/Total Visitors/i)).not.toBeInTheDocument();
  });

  it('lists the 4 newest inquiries with a View link and the 3 newest posts with an Edit link', async () => {
    renderAdmin('/admin', { signedInAs: DEMO.editor });
    const inquiries = await screen.findByRole('region', { name: 'Recent inquiries' });
    await waitFor(() => expect(within(inquiries).getAllByRole('row')).toHaveLength(5));
    const firstInquiry = within(inquiries).getAllByRole('row')[1]!;
    expect(firstInquiry).toHaveTextContent('Rouf Ahmad Dar');
    expect(firstInquiry).toHaveTextContent('New website for our hotel in Gulmarg');
    expect(firstInquiry).toHaveTextContent('New');
    expect(within(firstInquiry).getByRole('link', { name: /View/ })).toHaveAttribute(
      'href',
      '/admin/inquiries',
    );
    // Inquiry 2 has no stored status: shown as New.
    expect(within(inquiries).getAllByRole('row')[2]).toHaveTextContent('New');

    const posts = screen.getByRole('region', { name: 'Recent blog posts' });
    await waitFor(() => expect(within(posts).getAllByRole('row')).toHaveLength(4));
    const editLinks = within(posts).getAllByRole('link', { name: /^Edit / });
    expect(editLinks).toHaveLength(3);
    expect(editLinks[0]!.getAttribute('href')).toMatch(/^\/admin\/blog-posts\/[^/]+\/edit$/);
  });

  it('gives the read-only role View links to published posts instead of Edit', async () => {
    renderAdmin('/admin', { signedInAs: DEMO.viewer });
    const posts = await screen.findByRole('region', { name: 'Recent blog posts' });
    await waitFor(() => expect(within(posts).getAllByRole('row')).toHaveLength(4));
    expect(within(posts).queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(within(posts).getAllByRole('link', { name: /^View .*new tab/ }).length).toBeGreaterThan(0);
  });

  it('says when figures could not be loaded and retries', async () => {
    let failing = true;
    const store = createTestStore({
      failWhen: (_operation, collection) => failing && collection === 'projects',
    });
    const { user } = renderAdmin('/admin', { signedInAs: DEMO.admin, store });
    expect(await screen.findByText('Some figures could not be loaded')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(card('Projects')).toHaveTextContent('9'));
    expect(screen.queryByText('Some figures could not be loaded')).not.toBeInTheDocument();
  });
});
