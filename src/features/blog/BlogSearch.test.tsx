import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { renderPage } from '@/testing/render';

const FAST_SITE = 'Why a fast website wins more customers than a pretty one';
const LOCAL_SEO = 'Local SEO for Kashmir tourism businesses: a practical checklist';

const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

describe('BlogSearch on /blog', () => {
  it('has a named submit button; submitting by it or by Enter keeps the page, the query and the live results', async () => {
    const submitted: boolean[] = [];
    const { user } = renderPage('/blog');
    await screen.findByRole('heading', { level: 2, name: FAST_SITE });
    const search = screen.getByRole('search');
    // Records whether the page would navigate (a submit whose default nobody prevented). On window: React
    // handles the event at its root, so only after that is the default known.
    const record = (event: Event) => submitted.push(event.defaultPrevented);
    window.addEventListener('submit', record);
    onTestFinished(() => window.removeEventListener('submit', record));
    const box = within(search).getByRole('searchbox', { name: 'Search articles' });
    const button = within(search).getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('type', 'submit');

    await user.type(box, 'kashmir');
    expect(cardTitles()).toEqual([LOCAL_SEO]); // filtered as typed, before any submit

    await user.keyboard('{Enter}');
    // By keyboard: Tab reaches the button (a native button), Enter and Space press it.
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(button);
    expect(submitted).toEqual([true, true, true, true]);
    expect(box).toHaveValue('kashmir');
    expect(cardTitles()).toEqual([LOCAL_SEO]);
  });
});
