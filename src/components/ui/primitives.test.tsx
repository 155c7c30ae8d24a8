import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './alert';
import { ConfirmDialog } from './alert-dialog';
import { Button } from './button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';
import { FormField } from './form-field';
import { Input, Label } from './input';
import { Select } from './select';
import { LoadingState } from './spinner';
import { Switch } from './switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('Dialog', () => {
  it('opens from its trigger, traps focus, closes with Escape and returns focus', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Outside</button>
        <Dialog>
          <DialogTrigger asChild>
            <Button>Edit post</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Edit post</DialogTitle>
              <DialogDescription>Change the title.</DialogDescription>
            </DialogHeader>
            <Input aria-label="Title" />
            <DialogFooter>
              <Button>Save</Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Edit post' });
    await user.click(trigger);

    const dialog = screen.getByRole('dialog', { name: 'Edit post' });
    expect(dialog).toHaveAccessibleDescription('Change the title.');
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(title).toHaveFocus();

    // Tab goes round the three controls and never leaves the dialog.
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(title).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('closes with the Close button', async () => {
    const user = userEvent.setup();
    render(
      <Dialog defaultOpen>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Details</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

function ConfirmHarness({ onConfirm }: { onConfirm: () => void | Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete post</Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this post?"
        description="It disappears from the blog at once."
        onConfirm={onConfirm}
        destructive
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('shows a busy state and stays open while onConfirm is pending, then closes', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ConfirmHarness onConfirm={onConfirm} />);

    await user.click(screen.getByRole('button', { name: 'Delete post' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this post?' });
    expect(dialog).toHaveAccessibleDescription('It disappears from the blog at once.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    // Neither Escape nor a second click does anything while busy.
    await user.keyboard('{Escape}');
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('stays open and ready again when onConfirm rejects; Cancel closes without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.reject(new Error('offline')));
    render(<ConfirmHarness onConfirm={onConfirm} />);

    await user.click(screen.getByRole('button', { name: 'Delete post' }));
    const confirm = screen.getByRole('button', { name: 'Delete' });
    await user.click(confirm);
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes at once for a synchronous onConfirm', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ConfirmHarness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete post' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('Tabs', () => {
  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="general">
        <TabsList aria-label="Settings">
          <TabsTrigger value="general">General</TabsTrigger>
          <TabsTrigger value="contact">Contact</TabsTrigger>
          <TabsTrigger value="seo">SEO</TabsTrigger>
        </TabsList>
        <TabsContent value="general">General settings</TabsContent>
        <TabsContent value="contact">Contact settings</TabsContent>
        <TabsContent value="seo">SEO settings</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('General settings');

    await user.tab();
    expect(screen.getByRole('tab', { name: 'General' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Contact' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Contact settings');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'SEO' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'SEO' })).toHaveTextContent('SEO settings');
  });
});

describe('Switch', () => {
  it('is named by its label, toggles by click and Space, and reports aria-checked', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <div>
        <Switch id="notify" onCheckedChange={onCheckedChange} />
        <Label htmlFor="notify">E-mail me new inquiries</Label>
      </div>,
    );
    const toggle = screen.getByRole('switch', { name: 'E-mail me new inquiries' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    await user.click(screen.getByText('E-mail me new inquiries'));
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });
});

describe('DropdownMenu', () => {
  it('opens from its trigger with menuitems, runs an item and closes with Escape', async () => {
    const user = userEvent.setup();
    const onArchive = vi.fn();
    render(
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Row actions">
            ⋯
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>Inquiry</DropdownMenuLabel>
          <DropdownMenuItem onSelect={onArchive}>Archive</DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem destructive>Delete</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    const trigger = screen.getByRole('button', { name: 'Row actions' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');

    await user.click(trigger);
    const menu = screen.getByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Archive', 'Delete']);
    expect(within(menu).getByRole('separator')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    expect(onArchive).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});

describe('Table', () => {
  it('wraps the table in a focusable, labelled scroll region with column headers', async () => {
    const user = userEvent.setup();
    render(
      <Table aria-label="Inquiries">
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>Aisha</TableCell>
            <TableCell>New</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const region = screen.getByRole('region', { name: 'Inquiries' });
    expect(region).toHaveAttribute('tabindex', '0');
    await user.tab();
    expect(region).toHaveFocus();
    expect(within(region).getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('scope', 'col');
    expect(screen.getByRole('cell', { name: 'Aisha' })).toBeInTheDocument();
  });
});

describe('small primitives', () => {
  it('Alert is role=alert only for danger', () => {
    render(
      <>
        <Alert variant="danger" title="Could not save" description="Check your connection." />
        <Alert variant="success" title="Saved" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('Input always writes its type out: text unless the caller gives another (HTML_CodeSniffer H98)', () => {
    render(
      <>
        <Input aria-label="Name" autoComplete="name" />
        <Input aria-label="Email" type="email" autoComplete="email" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('type', 'text');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  });

  it('LoadingState announces its visible label', () => {
    render(<LoadingState label="Loading inquiries…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading inquiries…');
  });

  it('Select is a native combobox that takes FormField wiring', async () => {
    const user = userEvent.setup();
    render(
      <FormField label="Status" error="Pick a status">
        <Select defaultValue="">
          <option value="" disabled>
            Choose…
          </option>
          <option value="new">New</option>
          <option value="closed">Closed</option>
        </Select>
      </FormField>,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Pick a status');
    await user.selectOptions(select, 'closed');
    expect(select).toHaveValue('closed');
  });
});
