import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, createTestStore } from '@/testing/render';
import { site } from '@/content/site';

describe('public layout', () => {
  it('header: logo home link, the six links in order, a phone number as a tel link', async () => {
    renderPage('/about');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: `${site.name} home` })).toHaveAttribute('href', '/');
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Services', '/services'],
      ['Projects', '/projects'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ]);
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    expect(banner.querySelector(`a[href="tel:${site.phones.primary.tel}"]`)).not.toBeNull();
  });

  it('mobile menu toggles, and closes when a link is chosen', async () => {
    const { user } = renderPage('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(menu).not.toBeVisible();
    await user.click(toggle);
    expect(menu).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(menu).getByRole('link', { name: 'About Us' }));
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(menu).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('footer: service links, quick links, contact details, social links in a new tab, logos, year', async () => {
    renderPage('/about');
    const footer = screen.getByRole('contentinfo');
    const services = within(footer).getByRole('navigation', { name: 'Services' });
    expect(
      within(services)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/services/data-strategy',
      '/services/machine-learning',
      '/services/software-solutions',
      '/services/business-mind',
      '/services/financial-services',
    ]);
    const quick = within(footer).getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/about', '/projects', '/packages', '/blog', '/contact']);
    expect(footer).toHaveTextContent(site.address.street);
    expect(within(footer).getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    expect(within(footer).getByRole('link', { name: site.phones.secondary.display })).toHaveAttribute(
      'href',
      `tel:${site.phones.secondary.tel}`,
    );
    const social = within(within(footer).getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(social).toHaveLength(3);
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const logos = within(
      within(footer).getByRole('list', { name: 'Technologies we work with' }),
    ).getAllByRole('img');
    expect(logos.length).toBeGreaterThanOrEqual(6);
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} ${site.legalName} All rights reserved.`);
  });

  it('subscribe: validates, stores a new address, recognises a repeat, keeps input on failure', async () => {
    const { user, store } = renderPage('/about');
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAttribute('placeholder', 'Your Email Address');
    expect(email).toBeRequired();
    const subscribe = screen.getByRole('button', { name: 'Subscribe' });

    await user.click(subscribe);
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    await user.type(email, 'nope');
    await user.click(subscribe);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveValue('nope');

    await user.clear(email);
    await user.type(email, 'Reader@Example.IN');
    await user.click(subscribe);
    expect(
      await screen.findByText("Thanks for subscribing! We'll send our next update to reader@example.in."),
    ).toBeInTheDocument();
    expect(email).toHaveValue('');
    expect(await store.get('subscribers', 'reader@example.in')).toMatchObject({
      data: { email: 'reader@example.in', createdAt: expect.any(Date) },
    });

    await user.type(email, 'reader@example.in');
    await user.click(subscribe);
    expect(
      await screen.findByText('reader@example.in is already subscribed. Thank you for following us.'),
    ).toBeInTheDocument();
  });

  it('subscribe: a failing service says so and keeps the address', async () => {
    const { user } = renderPage('/about', { store: createTestStore({ failWhen: () => true }) });
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(email, 'reader@example.in');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText(
        'We could not subscribe you right now. Please check your connection and try again.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveValue('reader@example.in'));
  });

  it('/home redirects to /', async () => {
    renderPage('/home');
    expect(await screen.findByRole('region', { name: /highlights/i }, { timeout: 5000 })).toBeInTheDocument();
  });
});
