import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCountPageView } from './count-shown';

const counter = vi.hoisted(() => ({ countShownPage: vi.fn(), countShown: vi.fn() }));
vi.mock('./visit-counter', () => counter);

function Layout() {
  useCountPageView();
  return (
    <nav>
      <Link to="/">Home</Link>
      <Link to="/about">About</Link>
    </nav>
  );
}

function renderSite() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="*" element={<Layout />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Waits for the counter's download (a dynamic import) to have been asked for and answered. */
const counterSettled = () => vi.dynamicImportSettled();

afterEach(() => {
  vi.unstubAllGlobals();
  counter.countShownPage.mockClear();
});

describe('counting the pages shown', () => {
  it('counts each page a person is shown, once each time it is shown', async () => {
    renderSite();
    await counterSettled();
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    // The counter is loaded by now: each later page is counted in the render's own task.
    expect(counter.countShownPage.mock.calls).toEqual([['/'], ['/about'], ['/']]);
  });

  it('does not count a browser under automation (navigator.webdriver)', async () => {
    vi.stubGlobal('navigator', { ...navigator, webdriver: true, userAgent: navigator.userAgent });
    renderSite();
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    await counterSettled();
    expect(counter.countShownPage).not.toHaveBeenCalled();
  });

  it('does not count a crawler that renders pages (Googlebot)', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      webdriver: false,
      userAgent:
        'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    renderSite();
    await counterSettled();
    expect(counter.countShownPage).not.toHaveBeenCalled();
  });
});
