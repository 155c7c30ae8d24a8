import { Bell } from 'lucide-react';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { useNotifications } from './queries';

// The menu (Radix's dropdown and its positioning code, ~10 kB gzip) loads when someone reaches for the
// bell, not with every admin screen.
const loadMenu = () => import('./NotificationMenu');
const NotificationMenu = lazy(loadMenu);

type BellButtonProps = ComponentProps<typeof Button> & { count: number };

/** The bell with its unread badge; the menu's trigger once the menu has loaded. */
export function BellButton({ count, ...props }: BellButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
      {...props}
    >
      <Bell aria-hidden="true" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 grid min-w-5 place-items-center rounded-full bg-chinar-700 px-1 text-[0.6875rem] leading-5 font-bold text-white ring-2 ring-surface"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Button>
  );
}

/** The top bar's bell: unread count, and a menu of new inquiries and subscribers. */
export function NotificationBell() {
  const { unread } = useNotifications();
  const [menuWanted, setMenuWanted] = useState(false);
  const count = unread.length;
  const preload = () => void loadMenu();

  if (!menuWanted)
    return (
      <BellButton
        count={count}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setMenuWanted(true)}
      />
    );
  return (
    <Suspense fallback={<BellButton count={count} aria-haspopup="menu" aria-busy />}>
      <NotificationMenu unread={unread} />
    </Suspense>
  );
}
