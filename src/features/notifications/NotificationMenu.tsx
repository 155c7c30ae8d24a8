import { CheckCheck, Inbox, UserPlus } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { timeAgo } from '@/lib/dates';
import type { AdminNotification } from './model';
import { BellButton } from './BellButton';
import { SHOWN } from './queries';
import { useNotificationReadState } from '@/stores/notification-read-state';

/** The bell's menu, open from its first render (it loads when the bell is first pressed). */
export default function NotificationMenu({
  count,
  more,
  unread,
}: {
  count: number;
  more: boolean;
  /** The unread events, newest first; null while they are read. */
  unread: readonly AdminNotification[] | null;
}) {
  const markRead = useNotificationReadState((state) => state.markRead);
  const markAllRead = useNotificationReadState((state) => state.markAllRead);
  const navigate = useNavigate();
  const shown = unread?.slice(0, SHOWN) ?? [];

  return (
    // Not modal: a modal menu hides the page with aria-hidden while focus could still reach it.
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        <BellButton count={count} more={more} />
      </DropdownMenuTrigger>
      {/* A menu holds menu items only (a status role inside one is an ARIA error): busy while its
          events are on their way. */}
      <DropdownMenuContent className="w-[min(22rem,calc(100vw-1rem))]" aria-busy={unread === null}>
        <div className="flex items-center justify-between gap-2 px-2 py-1.5">
          <DropdownMenuLabel className="p-0">Notifications</DropdownMenuLabel>
          {count > 0 ? (
            <DropdownMenuItem
              onSelect={() => markAllRead()}
              className="h-8 w-auto gap-1.5 px-2 text-xs font-semibold text-primary"
            >
              <CheckCheck className="size-3.5" aria-hidden="true" />
              Mark all as read
            </DropdownMenuItem>
          ) : null}
        </div>
        <DropdownMenuSeparator />
        {unread === null && count > 0 ? (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground">Loading notifications…</p>
        ) : shown.length === 0 ? (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground">No new notifications</p>
        ) : (
          shown.map((notification) => {
            const Icon = notification.id.startsWith('inquiry:') ? Inbox : UserPlus;
            return (
              <DropdownMenuItem
                key={notification.id}
                onSelect={() => {
                  markRead(notification.id, notification.timestamp);
                  void navigate(notification.href);
                }}
                className="h-auto items-start gap-3 py-2.5"
              >
                <span className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-chinar-50 text-chinar-800 dark:bg-chinar-500/20 dark:text-chinar-200">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <span className="flex min-w-0 flex-col">
                  <span className="truncate text-sm font-semibold text-foreground">{notification.title}</span>
                  <span className="truncate text-sm text-muted-foreground">{notification.description}</span>
                  <span className="text-xs text-muted-foreground">{timeAgo(notification.timestamp)}</span>
                </span>
              </DropdownMenuItem>
            );
          })
        )}
        {shown.length > 0 && (count > shown.length || more) ? (
          <p className="px-3 pt-1 pb-2 text-xs text-muted-foreground">
            {more ? 'and more' : `and ${count - shown.length} more`}: see Inquiries and Subscribers
          </p>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
