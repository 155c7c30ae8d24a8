import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { httpUrl } from '@/data/schemas/common';
import { z } from '@/lib/zod';
import type { EditorSelection } from './types';

export type InsertKind = 'link' | 'image';

interface InsertDialogProps {
  kind: InsertKind;
  /** Where the cursor was when the dialog opened; null while closed. */
  at: EditorSelection | null;
  onClose: () => void;
  onLink: (at: EditorSelection, url: string, text: string) => void;
  onRemoveLink: (at: EditorSelection) => void;
  onImage: (at: EditorSelection, url: string, alt: string) => void;
  /** Focus goes back to the text (with its selection) when the dialog closes. */
  onRestoreFocus: () => void;
}

/** The address (required here; http or https only, as everywhere in the app) and the link or alt text. */
const insertSchema = z.object({
  url: httpUrl.refine((url) => url !== '', 'Enter a web address'),
  text: z.string(),
});

/** Asks for a link's address (and text), or an image's address and alt text. */
export function InsertDialog(props: InsertDialogProps) {
  return (
    <Dialog open={props.at !== null} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      {props.at ? <InsertForm key={`${props.kind}-${props.at.index}`} {...props} at={props.at} /> : null}
    </Dialog>
  );
}

function InsertForm({
  kind,
  at,
  onClose,
  onLink,
  onRemoveLink,
  onImage,
  onRestoreFocus,
}: InsertDialogProps & { at: EditorSelection }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof insertSchema>, unknown, z.output<typeof insertSchema>>({
    resolver: zodResolver(insertSchema),
    defaultValues: { url: kind === 'link' ? (at.link ?? '') : '', text: '' },
  });
  const isLink = kind === 'link';
  const asksForText = isLink && at.length === 0;
  const title = isLink ? (at.link ? 'Edit link' : 'Insert link') : 'Insert image';

  const insert = handleSubmit(({ url, text }) => {
    if (isLink) onLink(at, url, text);
    else onImage(at, url, text.trim());
    onClose();
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The dialog is portalled but React still bubbles its submit to the form around the editor.
    event.stopPropagation();
    void insert(event);
  };

  return (
    <DialogContent
      size="sm"
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onRestoreFocus();
      }}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {isLink
              ? 'Links must start with http:// or https://.'
              : 'Add an image by its web address (http:// or https://).'}
          </DialogDescription>
        </DialogHeader>
        {asksForText ? (
          <FormField label="Link text" optional hint="Shown in the text; the address is used when empty.">
            <Input {...register('text')} />
          </FormField>
        ) : null}
        <FormField label={isLink ? 'Web address' : 'Image address'} error={errors.url?.message}>
          <Input type="url" inputMode="url" placeholder="https://" {...register('url')} />
        </FormField>
        {isLink ? null : (
          <FormField label="Alt text" hint="Describe the image for people who can't see it.">
            <Input {...register('text')} />
          </FormField>
        )}
        <DialogFooter>
          {at.link ? (
            <Button
              variant="ghost"
              className="sm:mr-auto"
              onClick={() => {
                onRemoveLink(at);
                onClose();
              }}
            >
              Remove link
            </Button>
          ) : null}
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">{isLink ? (at.link ? 'Update link' : 'Insert link') : 'Insert image'}</Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
