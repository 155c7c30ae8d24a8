import { lazy, Suspense, useState } from 'react';
import { BellButton } from './BellButton';
import { useNotifications } from './queries';

// The menu (Radix's dropdown and its positioning code, ~10 kB gzip) loads when someone reaches for the
// bell, not with every admin screen.
const loadMenu = () => import('./NotificationMenu');
const NotificationMenu = lazy(loadMenu);

/** The top bar's bell: unread count, and a menu of new inquiries and subscribers. */
export function NotificationBell() {
  const { unread, more } = useNotifications();
  const [menuWanted, setMenuWanted] = useState(false);
  const count = unread.length;
  const preload = () => void loadMenu();

  if (!menuWanted)
    return (
      <BellButton
        count={count}
        more={more}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setMenuWanted(true)}
      />
    );
  return (
    <Suspense fallback={<BellButton count={count} more={more} aria-haspopup="menu" aria-busy />}>
      <NotificationMenu unread={unread} more={more} />
    </Suspense>
  );
}
