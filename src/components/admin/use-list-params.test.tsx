import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CursorValue } from '@/data/store';
import type { PagingCursor } from './use-list-params';
import {
  decodeCursor,
  decodeTrail,
  encodeCursor,
  parsePageSize,
  useListPageParams,
  useListParam,
  useListSearch,
  type ListParam,
} from './use-list-params';

type Tab = 'all' | 'open' | 'closed';
const tabParam: ListParam<Tab> = {
  name: 'tab',
  fallback: 'all',
  accepts: (raw): raw is Tab => ['all', 'open', 'closed'].includes(raw),
};
const anyCursor = (value: PagingCursor): value is PagingCursor => value !== undefined;

/** A list's controls, and where the router is. */
function List() {
  const [tab, setTab] = useListParam(tabParam, { resetsPage: true });
  const [search, setSearch] = useListSearch('q');
  const page = useListPageParams(anyCursor);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p>tab {tab}</p>
      <p>page {page.cursors.length + 1}</p>
      <p>size {page.pageSize}</p>
      <output>{`${location.pathname}${location.search}`}</output>
      <button onClick={() => setTab('closed')}>Closed</button>
      <button onClick={() => setTab('all')}>All</button>
      <button
        onClick={() =>
          page.next({
            value: new Date(Date.UTC(2026, 0, page.cursors.length + 1)),
            id: `p${page.cursors.length}`,
          })
        }
      >
        Next
      </button>
      <button onClick={page.previous}>Previous</button>
      <button onClick={() => void navigate(-1)}>Back</button>
      <button onClick={() => page.setPageSize(50)}>50 rows</button>
      <input aria-label="Search" value={search} onChange={(event) => setSearch(event.target.value)} />
    </>
  );
}

function renderList(url = '/list') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/elsewhere', url]} initialIndex={1}>
      <List />
    </MemoryRouter>,
  );
  return { user, address: () => screen.getByRole('status').textContent };
}

describe('useListParam, useListSearch and useListPageParams', () => {
  it('leave the defaults out of the address', () => {
    const { address } = renderList();
    expect(address()).toBe('/list');
    expect(screen.getByText('tab all')).toBeInTheDocument();
    expect(screen.getByText('size 25')).toBeInTheDocument();
  });

  it('push a tab, a page and a page size, so Back returns to the view before each', async () => {
    const { user, address } = renderList();
    await user.click(screen.getByRole('button', { name: 'Closed' }));
    expect(address()).toBe('/list?tab=closed');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('page 3')).toBeInTheDocument();
    expect(address()).toBe(
      `/list?tab=closed&after=${Date.UTC(2026, 0, 1)}%3Ap0%2C${Date.UTC(2026, 0, 2)}%3Ap1`,
    );

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('page 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(address()).toBe('/list?tab=closed');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(address()).toBe('/list');

    // A tab or a page size starts again from the first page.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: '50 rows' }));
    expect(address()).toBe('/list?size=50');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Closed' }));
    expect(address()).toBe('/list?size=50&tab=closed');
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(address()).toBe('/list?size=50');
  });

  it('replace the entry while typing a search, and follow the address when Back changes it', async () => {
    const { user, address } = renderList();
    await user.click(screen.getByRole('button', { name: 'Closed' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'a b');
    expect(address()).toBe('/list?tab=closed&q=a+b');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(address()).toBe('/list');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });

  it('open the view a link names', () => {
    renderList(`/list?tab=closed&after=n10,n20&size=50&q=x`);
    expect(screen.getByText('tab closed')).toBeInTheDocument();
    expect(screen.getByText('page 3')).toBeInTheDocument();
    expect(screen.getByText('size 50')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('x');
  });

  it('read unknown values as the defaults', () => {
    renderList('/list?tab=bogus&after=12,oops&size=7');
    expect(screen.getByText('tab all')).toBeInTheDocument();
    expect(screen.getByText('page 1')).toBeInTheDocument();
    expect(screen.getByText('size 25')).toBeInTheDocument();
  });
});

describe('the cursors in the address', () => {
  it('round-trip every kind of cursor', () => {
    const values: CursorValue[] = [
      new Date('2026-11-20T08:30:00.123Z'),
      25,
      1.5,
      'a,b: é',
      true,
      false,
      null,
    ];
    for (const value of values) {
      const cursor = { value, id: 'id:1,é' };
      expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    }
    expect(decodeCursor(encodeCursor(25))).toBe(25);
    expect(encodeCursor({ value: new Date(1_732_540_000_000), id: 'a1' })).toBe('1732540000000:a1');
  });

  it('drop a trail with any unreadable or unwanted cursor', () => {
    const isOffset = (value: PagingCursor): value is number => typeof value === 'number';
    expect(decodeTrail('n10,n20', isOffset)).toEqual([10, 20]);
    expect(decodeTrail('n10,123:a', isOffset)).toEqual([]);
    expect(decodeTrail('n10,,n20', isOffset)).toEqual([]);
    expect(decodeTrail('123', anyCursor)).toEqual([]);
    expect(decodeTrail('123:', anyCursor)).toEqual([]);
    expect(decodeTrail('constructor', anyCursor)).toEqual([]);
    expect(decodeTrail('s%E0:a', anyCursor)).toEqual([]);
    expect(decodeTrail(null, anyCursor)).toEqual([]);
  });

  it('accept only the offered page sizes', () => {
    expect(parsePageSize('50')).toBe(50);
    expect(parsePageSize('7')).toBe(25);
    expect(parsePageSize(null)).toBe(25);
  });
});
