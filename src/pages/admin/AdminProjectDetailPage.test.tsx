import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import type { DataStore } from '@/data/store';
import { createTestStore } from '@/testing/render';
import { DEMO, renderAdmin } from '@/testing/render-admin';

afterEach(() => {
  toast.dismiss();
});

const SHIKARA = 'Shikara Stays: Dal Lake Houseboat Booking';

async function openDetail(url: string, options: Parameters<typeof renderAdmin>[1] = {}) {
  const result = renderAdmin(url, { signedInAs: DEMO.editor, ...options });
  expect(await screen.findByRole('heading', { name: 'Project Details', level: 1 })).toBeInTheDocument();
  return result;
}

describe('AdminProjectDetailPage', () => {
  it('shows the project: image card, information card and the public case study', async () => {
    await openDetail('/admin/projects/1');
    expect(await screen.findByRole('heading', { name: SHIKARA, level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/admin/projects');
    expect(screen.getByRole('link', { name: 'Edit Project' })).toHaveAttribute(
      'href',
      '/admin/projects/1/edit',
    );

    expect(screen.getByRole('img', { name: `Cover of ${SHIKARA}` })).toHaveAttribute(
      'src',
      '/images/projects/shikara-stays-1.svg',
    );
    expect(screen.getByText('Completed').className).toContain('bg-green-100');
    expect(screen.getByText('15 September 2026')).toBeInTheDocument();
    const live = screen.getByRole('link', { name: /^View Live Site/ });
    expect(live).toHaveAttribute('href', 'https://www.shikarastays.in');
    expect(live).toHaveAttribute('target', '_blank');

    expect(screen.getByText('Client').nextElementSibling).toHaveTextContent('Shikara Stays Houseboats');
    expect(screen.getByText('Category').nextElementSibling).toHaveTextContent('Web Design');
    expect(screen.getByRole('heading', { name: 'Description' })).toBeInTheDocument();
    expect(screen.getByText(/A fast, photo-led booking website/)).toBeInTheDocument();
    const technologies = screen.getByRole('heading', { name: 'Technologies' }).parentElement!;
    expect(
      within(technologies)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React', 'TypeScript', 'Tailwind CSS', 'Firebase', 'Razorpay']);
    const features = screen.getByRole('heading', { name: 'Features' }).parentElement!;
    expect(within(features).getAllByRole('listitem')).toHaveLength(5);

    expect(
      screen.getByText('Completed, so this project is shown on the public website.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^View on website/ })).toHaveAttribute('href', '/projects/1');
    expect(screen.getByText('4 months')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: new RegExp(`^${SHIKARA}, view \\d of 4$`) })).toHaveLength(4);
    for (const section of ['About the Project', 'Challenges', 'Solutions', 'Results']) {
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    }
    const results = screen.getByRole('heading', { name: 'Results' }).parentElement!;
    expect(
      within(results).getByText('Enquiries through the website rose by 41% year on year.'),
    ).toBeInTheDocument();
  });

  it('renders the stored rich text through the sanitizer', async () => {
    const store = createTestStore();
    await store.update('projects', '1', {
      challenges:
        '<p>Safe <em>text</em></p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
    });
    await openDetail('/admin/projects/1', { store });
    const challenges = (await screen.findByRole('heading', { name: 'Challenges' })).parentElement!;
    expect(within(challenges).getByText('text').tagName).toBe('EM');
    expect(challenges.querySelector('script')).toBeNull();
    expect(challenges.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('shows only what a project has, and no public link before it is Completed', async () => {
    const store = createTestStore();
    await store.create('projects', '30', {
      title: 'Pampore Weather Station',
      status: 'Planned',
      date: '2026-12-01',
      createdAt: new Date('2026-11-21T00:00:00.000Z'),
    });
    await openDetail('/admin/projects/30', { store });
    expect(
      await screen.findByRole('heading', { name: 'Pampore Weather Station', level: 2 }),
    ).toBeInTheDocument();
    const badge = screen.getByText('Planning');
    expect(badge.className).not.toContain('bg-green-100');
    for (const absent of [
      'Client',
      'Category',
      'Description',
      'Technologies',
      'Features',
      'About the Project',
    ]) {
      expect(screen.queryByText(absent)).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: /View Live Site/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View on website/ })).not.toBeInTheDocument();
    expect(screen.getByText('Only Completed projects are shown on the public website.')).toBeInTheDocument();
    expect(screen.getByText('No case study yet: no gallery, sections or website.')).toBeInTheDocument();
  });

  it('shows a loading state until the project arrives', async () => {
    const seeded = createTestStore();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const store: DataStore = {
      ...seeded,
      get: async (collection, id) => {
        if (collection === 'projects') await gate;
        return seeded.get(collection, id);
      },
    };
    await openDetail('/admin/projects/1', { store });
    expect(screen.getByRole('status')).toHaveTextContent('Loading project...');
    release();
    expect(await screen.findByRole('heading', { name: SHIKARA, level: 2 })).toBeInTheDocument();
    expect(screen.queryByText('Loading project...')).not.toBeInTheDocument();
  });

  it('shows the error with Retry and the toast when the project cannot be loaded', async () => {
    let failing = true;
    const store = createTestStore({
      failWhen: (operation, collection) => failing && operation === 'get' && collection === 'projects',
    });
    const { user } = await openDetail('/admin/projects/1', { store });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error Loading Projects')).toBeInTheDocument();
    expect(within(alert).getByText('The data service is unavailable (get projects).')).toBeInTheDocument();
    expect(
      await screen.findByText('Failed to load projects. Please check your connection.'),
    ).toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: SHIKARA, level: 2 })).toBeInTheDocument();
  });

  it('says Project Not Found for an unknown id', async () => {
    renderAdmin('/admin/projects/999', { signedInAs: DEMO.editor });
    expect(await screen.findByRole('heading', { name: 'Project Not Found', level: 1 })).toBeInTheDocument();
    expect(
      screen.getByText("The project you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/admin/projects');
  });

  it('shows the read-only role no Edit Project button', async () => {
    await openDetail('/admin/projects/1', { signedInAs: DEMO.viewer });
    await waitFor(() => expect(screen.getByRole('heading', { name: SHIKARA, level: 2 })).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Edit Project' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toBeInTheDocument();
  });
});
