import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Menu, Phone, X } from 'lucide-react';
import { site } from '@/content/site';
import { useSiteName } from '@/lib/site-name';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { buttonVariants } from '@/components/ui/button-variants';
import { Logo } from './Logo';
import { mainNavLinks } from './nav-links';

const MOBILE_MENU_ID = 'mobile-menu';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const siteName = useSiteName();

  // Any navigation (a link in the menu, back/forward) closes the mobile menu.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const linkClass = (isActive: boolean, size: 'bar' | 'menu') =>
    cn(
      'rounded-full px-3.5 font-medium transition-colors',
      size === 'bar' ? 'py-2 text-sm' : 'block py-3 text-base',
      isActive ? 'bg-ink-50 text-ink-950' : 'text-ink-700 hover:bg-ink-50 hover:text-ink-950',
    );

  return (
    <header className="sticky top-0 z-40 border-b border-ink-100/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="container-page flex h-16 items-center justify-between gap-4 lg:h-18">
        <Link to={paths.home} className="flex min-w-0 rounded-lg" aria-label={`${siteName} home`}>
          <Logo name={siteName} />
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNavLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === paths.home}
                  className={({ isActive }) => linkClass(isActive, 'bar')}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <a
            href={`tel:${site.phones.primary.tel}`}
            className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'max-sm:hidden')}
          >
            <Phone aria-hidden="true" />
            <span>{site.phones.primary.display}</span>
          </a>
          <button
            type="button"
            className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'lg:hidden')}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-5!" />
            ) : (
              <Menu aria-hidden="true" className="size-5!" />
            )}
          </button>
        </div>
      </div>

      <nav
        id={MOBILE_MENU_ID}
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-ink-100 bg-white lg:hidden"
      >
        <ul className="container-page flex flex-col gap-1 py-3">
          {mainNavLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === paths.home}
                className={({ isActive }) => linkClass(isActive, 'menu')}
                onClick={() => setMenuOpen(false)}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
          <li className="pt-2 sm:hidden">
            <a
              href={`tel:${site.phones.primary.tel}`}
              className={cn(buttonVariants({ variant: 'primary' }), 'w-full')}
            >
              <Phone aria-hidden="true" /> Call {site.phones.primary.display}
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}
