import { lazy, Suspense, useState } from 'react';
import { BellButton } from './BellButton';
import { useNotifications } from './queries';

// The menu (Radix's dropdown and its positioning code, ~10 kB gzip) loads when someone reaches for the
// bell, not with every admin screen.
const loadMenu = () => import('./NotificationMenu');
const NotificationMenu = lazy(loadMenu);

/**
 * The top bar's bell: the unread count on every screen (2 reads), and a menu of new inquiries and
 * subscribers whose events are read when someone reaches for it (hover, focus or press).
 */
export function NotificationBell() {
  const [eventsWanted, setEventsWanted] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const { count, more, unread } = useNotifications({ withEvents: eventsWanted || menuWanted });
  const reachFor = () => {
    void loadMenu();
    setEventsWanted(true);
  };

  if (!menuWanted)
    return (
      <BellButton
        count={count}
        more={more}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={reachFor}
        onFocus={reachFor}
        onClick={() => setMenuWanted(true)}
      />
    );
  return (
    <Suspense fallback={<BellButton count={count} more={more} aria-haspopup="menu" aria-busy />}>
      <NotificationMenu count={count} more={more} unread={unread} />
    </Suspense>
  );
}
