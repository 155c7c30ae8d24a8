import { ExternalLink, LogOut, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { permissions } from '@/features/auth/access';
import { useSession } from '@/features/auth/session';
import { siteNameAsBuilt } from '@/lib/site-name';
import { whenLeaveConfirmed } from '@/features/unsaved-changes';
import { notify } from '@/lib/notify';
import { usePrefetchOnIntent } from '@/lib/route-prefetch';
import { cn } from '@/lib/utils';
import { adminNavLinks } from './admin-nav';
import { Logo } from './Logo';

const itemClasses =
  'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium text-ink-200 transition-colors hover:bg-white/10 hover:text-white [&_svg]:size-[1.125rem] [&_svg]:shrink-0';

interface AdminSidebarProps {
  /** Icons only (4rem wide); labels stay available to assistive technology and as tooltips. */
  collapsed?: boolean;
  onToggleCollapsed?: () => void;
  /** Called after a link is chosen (the mobile drawer closes). */
  onNavigate?: () => void;
}

export function AdminSidebar({ collapsed = false, onToggleCollapsed, onNavigate }: AdminSidebarProps) {
  const session = useSession();
  const role = session.state.status === 'signed-in' ? session.state.staff.role : null;
  const intentProps = usePrefetchOnIntent();
  const links = adminNavLinks.filter((link) => !link.requires || (role && permissions[link.requires](role)));

  async function logOut() {
    try {
      await session.signOut();
    } catch {
      notify.error('Logout Failed', 'An error occurred during logout');
    }
  }
  // A form with unsaved changes asks first.
  const requestLogOut = () => whenLeaveConfirmed(() => void logOut());

  const label = (text: string) => <span className={cn('truncate', collapsed && 'sr-only')}>{text}</span>;

  return (
    <div className="flex h-full flex-col bg-ink-950 text-white">
      <div
        className={cn(
          'flex h-16 shrink-0 items-center border-b border-white/10',
          collapsed ? 'justify-center px-2' : 'px-5',
        )}
      >
        <Link to="/admin" onClick={onNavigate} className="flex min-w-0 rounded-lg">
          <Logo name={siteNameAsBuilt()} inverse className={collapsed ? '[&>span]:sr-only' : undefined} />
          <span className="sr-only"> admin dashboard</span>
        </Link>
      </div>
      <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="flex flex-col gap-1">
          {links.map(({ to, label: text, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                {...intentProps(to)}
                title={collapsed ? text : undefined}
                className={({ isActive }) =>
                  cn(
                    itemClasses,
                    collapsed && 'justify-center px-0',
                    isActive && 'bg-white/10 text-white shadow-[inset_3px_0_0] shadow-chinar-400',
                  )
                }
              >
                <Icon aria-hidden="true" />
                {label(text)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-1 border-t border-white/10 px-3 py-4">
        <Link
          to="/"
          reloadDocument
          onClick={onNavigate}
          title={collapsed ? 'Back to Website' : undefined}
          className={cn(itemClasses, collapsed && 'justify-center px-0')}
        >
          <ExternalLink aria-hidden="true" />
          {label('Back to Website')}
        </Link>
        <button
          type="button"
          onClick={requestLogOut}
          title={collapsed ? 'Logout' : undefined}
          className={cn(itemClasses, 'w-full', collapsed && 'justify-center px-0')}
        >
          <LogOut aria-hidden="true" />
          {label('Logout')}
        </button>
        {onToggleCollapsed ? (
          <button
            type="button"
            onClick={onToggleCollapsed}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            title={collapsed ? 'Expand sidebar' : undefined}
            className={cn(itemClasses, 'w-full text-ink-300', collapsed && 'justify-center px-0')}
          >
            {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
            {label('Collapse')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
