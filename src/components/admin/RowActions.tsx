import { Pencil, Trash2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { usePrefetchOnIntent } from '@/lib/route-prefetch';
import { cn } from '@/lib/utils';

/** The look of an icon-only action in a table row (links and buttons alike). */
export const rowActionClass = cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-9');

/** A row's edit action: a labelled icon link ("Edit {name}"). */
export function EditRowLink({ to, name }: { to: string; name: string }) {
  const intentProps = usePrefetchOnIntent();
  return (
    <Link to={to} {...intentProps(to)} className={rowActionClass} aria-label={`Edit ${name}`} title="Edit">
      <Pencil aria-hidden="true" />
    </Link>
  );
}

/** A row's delete action: a labelled icon button ("Delete {name}"). */
export function DeleteRowButton({
  name,
  ...props
}: { name: string } & Omit<ComponentProps<'button'>, 'children'>) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-9"
      aria-label={`Delete ${name}`}
      title="Delete"
      {...props}
    >
      <Trash2 aria-hidden="true" className="text-danger" />
    </Button>
  );
}
