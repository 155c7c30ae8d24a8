import { Menu, Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ROLE_LABELS } from '@/features/auth/access';
import { useStaff } from '@/features/auth/session';
import { NotificationBell } from '@/features/notifications/NotificationBell';
import { usePreferences } from '@/stores/preferences';

function initials(name: string, email: string): string {
  const words = (name || email).split(/[\s@.]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/** The top bar (spec: titled 'Admin Dashboard', with the notification bell), plus who is signed in. */
export function AdminTopbar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const staff = useStaff();
  const darkMode = usePreferences((preferences) => preferences.darkMode);
  const setPreferences = usePreferences((preferences) => preferences.set);

  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b border-border bg-surface/90 px-4 backdrop-blur sm:px-6">
      <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu" onClick={onOpenMenu}>
        <Menu aria-hidden="true" />
      </Button>
      <p className="font-display text-base font-bold text-foreground sm:text-lg">Admin Dashboard</p>
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label={darkMode ? 'Switch to light mode' : 'Switch to dark mode'}
          onClick={() => setPreferences({ darkMode: !darkMode })}
        >
          {darkMode ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
        </Button>
        <NotificationBell />
        <div className="ml-1 flex items-center gap-2.5 border-l border-border pl-3">
          <span
            aria-hidden="true"
            className="grid size-9 place-items-center rounded-full bg-ink-900 text-xs font-bold text-white dark:bg-ink-700"
          >
            {initials(staff.name, staff.email)}
          </span>
          <span className="hidden min-w-0 flex-col leading-tight sm:flex">
            <span className="max-w-40 truncate text-sm font-semibold text-foreground">
              {staff.name || staff.email}
            </span>
            <span className="text-xs text-muted-foreground">{ROLE_LABELS[staff.role]}</span>
          </span>
        </div>
      </div>
    </header>
  );
}
