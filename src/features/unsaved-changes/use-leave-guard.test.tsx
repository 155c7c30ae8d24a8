import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LeavePrompt, leavePromptCopy, useLeaveGuard, whenLeaveConfirmed } from '.';

function Editor({ dirty }: { dirty: boolean }) {
  const guard = useLeaveGuard(dirty);
  return (
    <>
      <h1>Editor</h1>
      <Link to="/about">About</Link>
      <Link to="/edit#notes">Notes</Link>
      <button type="button" onClick={() => guard.leave('/list')}>
        Cancel
      </button>
      <button
        type="button"
        onClick={() => whenLeaveConfirmed(() => document.body.setAttribute('data-out', 'yes'))}
      >
        Logout
      </button>
      <LeavePrompt guard={guard} />
    </>
  );
}

/** A data router at /list, then the editor (as a person arrives at it from a list), with the form dirty or not. */
async function openEditor(dirty = true) {
  const router = createMemoryRouter(
    [
      { path: '/list', element: <h1>List</h1> },
      { path: '/edit', element: <Editor dirty={dirty} /> },
      { path: '/about', element: <h1>About</h1> },
    ],
    { initialEntries: ['/list', '/edit'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Editor' });
  return router;
}

const prompt = () => screen.findByRole('alertdialog', { name: leavePromptCopy.title });
const path = (router: Awaited<ReturnType<typeof openEditor>>) => router.state.location.pathname;

describe('useLeaveGuard (useBlocker on a data router)', () => {
  it('holds a link until the person chooses: Keep editing stays, Leave goes', async () => {
    const user = userEvent.setup();
    const router = await openEditor();
    await user.click(screen.getByRole('link', { name: 'About' }));
    await user.click(within(await prompt()).getByRole('button', { name: leavePromptCopy.stay }));
    expect(path(router)).toBe('/edit');
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'About' }));
    await user.click(within(await prompt()).getByRole('button', { name: leavePromptCopy.leave }));
    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
  });

  it('holds Back: the editor stays until confirmed, then the move happens', async () => {
    const user = userEvent.setup();
    const router = await openEditor();
    await act(() => router.navigate(-1));
    const question = await prompt();
    expect(path(router)).toBe('/edit');
    await user.click(within(question).getByRole('button', { name: leavePromptCopy.leave }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(path(router)).toBe('/list');
  });

  it("asks for the form's own Cancel and for Logout, which runs only once confirmed", async () => {
    const user = userEvent.setup();
    const router = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await prompt()).getByRole('button', { name: leavePromptCopy.stay }));
    expect(path(router)).toBe('/edit');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(document.body).not.toHaveAttribute('data-out');
    await user.click(within(await prompt()).getByRole('button', { name: leavePromptCopy.leave }));
    expect(document.body).toHaveAttribute('data-out', 'yes');
  });

  it('does not ask for a move within the screen (another #hash)', async () => {
    const user = userEvent.setup();
    const router = await openEditor(true);
    await user.click(screen.getByRole('link', { name: 'Notes' }));
    expect(router.state.location.hash).toBe('#notes');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('does not ask when nothing changed', async () => {
    const user = userEvent.setup();
    await openEditor(false);
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
