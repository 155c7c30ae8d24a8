import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor, type RichTextEditorHandle } from './RichTextEditor';

// jsdom has no layout; Quill measures the selection to scroll it into view.
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;

function Harness({
  initial,
  onChange = () => {},
  readOnly,
}: {
  initial: string;
  onChange?: (html: string) => void;
  readOnly?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="body-label">Body</span>
      <RichTextEditor
        id="body"
        labelledBy="body-label"
        readOnly={readOnly}
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
    </>
  );
}

/** Selects characters of the first paragraph, as a user dragging over them would. */
function selectInFirstParagraph(box: HTMLElement, start: number, end: number) {
  const text = box.querySelector('p')!.firstChild!;
  const range = document.createRange();
  range.setStart(text, start);
  range.setEnd(text, end);
  box.focus();
  document.getSelection()!.removeAllRanges();
  document.getSelection()!.addRange(range);
  fireEvent(document, new Event('selectionchange'));
}

async function setup(initial = '<p>Hello world</p>') {
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(<Harness initial={initial} onChange={onChange} />);
  const box = await screen.findByRole('textbox', { name: 'Body' });
  await waitFor(() => expect(box).toHaveTextContent(initial.replace(/<[^>]+>/g, '')));
  return { user, box, onChange, toolbar: screen.getByRole('toolbar', { name: 'Formatting' }) };
}

describe('RichTextEditor', () => {
  it('loads the HTML into a labelled, multi-line text box without reporting a change', async () => {
    const { box, onChange } = await setup('<h2>Title</h2><p>Hello world</p>');
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(box.querySelector('h2')).toHaveTextContent('Title');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers every formatting command as a labelled toolbar button', async () => {
    const { toolbar } = await setup();
    const labels = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(labels).toEqual([
      'Heading 2',
      'Heading 3',
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Inline code',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Code block',
      'Link',
      'Image',
      'Clear formatting',
      'HTML source',
    ]);
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+B',
    );
  });

  it('is one Tab stop; arrow keys, Home and End move between the buttons', async () => {
    const { user, toolbar } = await setup();
    const button = (name: string) => within(toolbar).getByRole('button', { name });
    expect(button('Heading 2')).toHaveAttribute('tabindex', '0');
    expect(button('Bold')).toHaveAttribute('tabindex', '-1');
    button('Heading 2').focus();
    await user.keyboard('{ArrowRight}');
    expect(button('Heading 3')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(button('HTML source')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(button('Heading 2')).toHaveFocus();
    await user.keyboard('{End}');
    expect(button('HTML source')).toHaveFocus();
    expect(button('HTML source')).toHaveAttribute('tabindex', '0');
  });

  it('formats the selection and says which formats are on', async () => {
    const { user, box, toolbar, onChange } = await setup();
    selectInFirstParagraph(box, 0, 5);
    await user.click(within(toolbar).getByRole('button', { name: 'Bold' }));
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Hello</strong> world</p>');
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(toolbar).getByRole('button', { name: 'Heading 2' }));
    expect(onChange).toHaveBeenLastCalledWith('<h2><strong>Hello</strong> world</h2>');
    await user.click(within(toolbar).getByRole('button', { name: 'Heading 2' }));
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Hello</strong> world</p>');
    await user.click(within(toolbar).getByRole('button', { name: 'Bulleted list' }));
    expect(onChange).toHaveBeenLastCalledWith('<ul><li><strong>Hello</strong> world</li></ul>');
    await user.click(within(toolbar).getByRole('button', { name: 'Clear formatting' }));
    expect(onChange).toHaveBeenLastCalledWith('<p>Hello world</p>');
  });

  it('links the selection to an http(s) address only', async () => {
    const { user, box, toolbar, onChange } = await setup();
    selectInFirstParagraph(box, 6, 11);
    await user.click(within(toolbar).getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert link' });
    const address = within(dialog).getByRole('textbox', { name: 'Web address' });
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Insert link' }));
    expect(
      within(dialog).getByText('Please enter a full URL starting with http:// or https://'),
    ).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, 'https://example.com/');
    await user.click(within(dialog).getByRole('button', { name: 'Insert link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).toHaveBeenLastCalledWith(
      '<p>Hello <a href="https://example.com/" rel="noopener noreferrer" target="_blank">world</a></p>',
    );
  });

  it('asks for an address, and keeps the dialog’s submit from reaching the form around the editor', async () => {
    const onOuterSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    const user = userEvent.setup();
    render(
      <form onSubmit={onOuterSubmit}>
        <Harness initial="<p>Hello world</p>" />
      </form>,
    );
    const box = await screen.findByRole('textbox', { name: 'Body' });
    await waitFor(() => expect(box).toHaveTextContent('Hello world'));
    selectInFirstParagraph(box, 6, 11);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert link' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Web address' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Insert link' }));
    expect(await within(dialog).findByText('Enter a web address')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Web address' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Web address' }), 'https://example.com/');
    await user.click(within(dialog).getByRole('button', { name: 'Insert link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOuterSubmit).not.toHaveBeenCalled();
  });

  it('focuses the text shown through its ref: the visual editor, or the HTML source box', async () => {
    const handle = createRef<RichTextEditorHandle>();
    const user = userEvent.setup();
    render(<RichTextEditor ref={handle} id="body" value="<p>Hi</p>" onChange={() => {}} />);
    const box = await screen.findByRole('textbox');
    await waitFor(() => expect(box).toHaveTextContent('Hi'));
    act(() => handle.current?.focus());
    expect(box).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'HTML source' }));
    act(() => handle.current?.focus());
    expect(screen.getByRole('textbox')).toHaveFocus();
    expect(screen.getByRole('textbox').tagName).toBe('TEXTAREA');
  });

  it('inserts an image by address with its alt text', async () => {
    const { user, box, toolbar, onChange } = await setup();
    selectInFirstParagraph(box, 5, 5);
    await user.click(within(toolbar).getByRole('button', { name: 'Image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert image' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Image address' }),
      'https://images.example.com/a.png',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Alt text' }), 'A chart');
    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    expect(onChange).toHaveBeenLastCalledWith(
      '<p>Hello<img src="https://images.example.com/a.png" alt="A chart"> world</p>',
    );
  });

  it('switches to an HTML source box and back, keeping the content', async () => {
    const { user, toolbar, onChange } = await setup();
    const source = within(toolbar).getByRole('button', { name: 'HTML source' });
    await user.click(source);
    expect(source).toHaveAttribute('aria-pressed', 'true');
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toBeDisabled();
    const html = screen.getByRole('textbox', { name: 'Body' });
    expect(html.tagName).toBe('TEXTAREA');
    expect(html).toHaveValue('<p>Hello world</p>');
    expect(html).toHaveStyle({ minHeight: '400px' });
    await user.clear(html);
    html.focus();
    await user.paste('<p>Edited as <em>HTML</em></p>');
    expect(onChange).toHaveBeenLastCalledWith('<p>Edited as <em>HTML</em></p>');

    await user.click(source);
    const visual = screen.getByRole('textbox', { name: 'Body' });
    expect(visual).toHaveAttribute('contenteditable', 'true');
    expect(visual.querySelector('em')).toHaveTextContent('HTML');
  });

  it('keeps its content when the description or placeholder change', async () => {
    const props = { id: 'body', labelledBy: 'body-label', value: '<p>Stays put</p>', onChange: () => {} };
    const { rerender } = render(<RichTextEditor {...props} describedBy="hint" placeholder="Write…" />);
    const box = await screen.findByRole('textbox');
    await waitFor(() => expect(box).toHaveTextContent('Stays put'));
    rerender(<RichTextEditor {...props} describedBy="hint error" placeholder="Write more…" />);
    expect(screen.getByRole('textbox')).toBe(box);
    expect(box).toHaveAttribute('aria-describedby', 'hint error');
    expect(box).toHaveAttribute('data-placeholder', 'Write more…');
    expect(box).toHaveTextContent('Stays put');
  });

  it('shows read-only content without a toolbar', async () => {
    render(<Harness initial="<p>Fixed text</p>" readOnly />);
    const box = await screen.findByRole('textbox', { name: 'Body' });
    await waitFor(() => expect(box).toHaveTextContent('Fixed text'));
    expect(box).toHaveAttribute('contenteditable', 'false');
    expect(box).toHaveAttribute('aria-readonly', 'true');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });
});
