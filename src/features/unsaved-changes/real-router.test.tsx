// The unsaved-changes guard relies on how <BrowserRouter> works inside (see src/lib/pop-state-hold.ts). These tests
// use the real router, so a React Router upgrade that changes it fails here, not in an editor.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { historyIndex, installPopStateHold } from '@/lib/pop-state-hold';
import { LeavePrompt, leavePromptCopy, useLeaveGuard } from '.';

function Editor() {
  const guard = useLeaveGuard(true);
  return (
    <>
      <h1>Editor</h1>
      <LeavePrompt guard={guard} />
    </>
  );
}

function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path="/list"
          element={
            <>
              <h1>List</h1>
              <Link to="/edit">Edit</Link>
              <Link to="/about">About</Link>
            </>
          }
        />
        <Route path="/edit" element={<Editor />} />
        <Route path="/about" element={<h1>About</h1>} />
      </Routes>
    </BrowserRouter>
  );
}

/** Starts the session history's current entry at /list, as a fresh page load would. */
function startAtList() {
  window.history.replaceState(null, '', '/list');
}

/** Back (jsdom moves through history asynchronously: callers wait for its effect). */
function goBack() {
  act(() => window.history.back());
}

beforeAll(() => {
  // As the browser entry does: before any router listens.
  installPopStateHold();
});

describe('BrowserRouter keeps its position in history.state.idx', () => {
  it('is 0 on the first entry, one more per push, and back again on Back', async () => {
    startAtList();
    render(<App />);
    expect(historyIndex()).toBe(0);

    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(historyIndex()).toBe(1);

    goBack();
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(historyIndex()).toBe(0);
  });
});

describe('the leave guard with the real router', () => {
  it('holds Back on a form with unsaved changes, and goes back once the person confirms', async () => {
    startAtList();
    render(<App />);
    await userEvent.click(screen.getByRole('link', { name: 'Edit' }));
    await screen.findByRole('heading', { name: 'Editor' });

    goBack();
    const prompt = await screen.findByRole('alertdialog', { name: leavePromptCopy.title });
    // The router never heard of the move: the editor stays, and the address is the editor's again.
    // (The dialog hides the page from assistive tech while open.)
    expect(screen.getByRole('heading', { name: 'Editor', hidden: true })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/edit'));
    expect(historyIndex()).toBe(1);

    await userEvent.click(within(prompt).getByRole('button', { name: leavePromptCopy.leave }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/list');
    expect(historyIndex()).toBe(0);
  });
});
