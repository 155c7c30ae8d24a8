import { Bell } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

/** `count` unread, and `more` when there may be others the bell did not read. */
type BellButtonProps = ComponentProps<typeof Button> & { count: number; more: boolean };

/** The bell with its unread badge; the menu's trigger once the menu has loaded. */
export function BellButton({ count, more, ...props }: BellButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={count > 0 ? `Notifications, ${count}${more ? ' or more' : ''} unread` : 'Notifications'}
      {...props}
    >
      <Bell aria-hidden="true" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 grid min-w-5 place-items-center rounded-full bg-chinar-700 px-1 text-[0.6875rem] leading-5 font-bold text-white ring-2 ring-surface"
        >
          {count}
          {more ? '+' : ''}
        </span>
      ) : null}
    </Button>
  );
}
