import { useController } from 'react-hook-form';
import { RichTextEditor } from '@/components/admin/RichTextEditor';
import type { PostFormControl } from './use-post-form';

/** The post's content: the rich-text editor under its label, hint and message. */
export function PostContentField({ control }: { control: PostFormControl }) {
  const {
    field: { ref: focusRef, value, onChange },
    fieldState,
  } = useController({ control, name: 'content' });
  const error = fieldState.error?.message;
  return (
    <div className="flex flex-col gap-1.5">
      <span id="post-content-label" className="text-sm font-medium text-ink-900 dark:text-ink-50">
        Content
      </span>
      <p id="post-content-hint" className="text-xs text-muted-foreground">
        Use the toolbar, or switch to HTML source to edit the markup. Scripts and unsafe markup are removed on
        save.
      </p>
      <RichTextEditor
        ref={focusRef}
        id="post-content"
        value={value}
        onChange={onChange}
        labelledBy="post-content-label"
        describedBy={error ? 'post-content-hint post-content-error' : 'post-content-hint'}
        placeholder="Write the article…"
      />
      {error ? (
        <p id="post-content-error" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
