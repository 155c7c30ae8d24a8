import { Link } from 'react-router-dom';
import { Mail, MapPin, Phone } from 'lucide-react';
import {
  siFacebook,
  siFirebase,
  siFlutter,
  siInstagram,
  siNextdotjs,
  siNodedotjs,
  siPython,
  siReact,
  siTypescript,
  siWordpress,
  siX,
  type SimpleIcon,
} from 'simple-icons';
import { formatAddress, site } from '@/content/site';
import { SubscribeForm } from '@/features/subscribe/SubscribeForm';
import { Logo } from './Logo';
import { CurrentYear } from './CurrentYear';
import { footerQuickLinks, footerServiceLinks } from './nav-links';

const socialLinks: ReadonlyArray<{ label: string; href: string; icon: SimpleIcon }> = [
  { label: 'Facebook', href: site.social.facebook, icon: siFacebook },
  { label: 'Instagram', href: site.social.instagram, icon: siInstagram },
  { label: 'X (Twitter)', href: site.social.twitter, icon: siX },
];

// Imported one by one (not through TechLogo's full map) because the footer is in every page's entry chunk.
const footerTechnologies: ReadonlyArray<{ name: string; icon: SimpleIcon }> = [
  { name: 'React', icon: siReact },
  { name: 'TypeScript', icon: siTypescript },
  { name: 'Next.js', icon: siNextdotjs },
  { name: 'Node.js', icon: siNodedotjs },
  { name: 'Firebase', icon: siFirebase },
  { name: 'Flutter', icon: siFlutter },
  { name: 'WordPress', icon: siWordpress },
  { name: 'Python', icon: siPython },
];

function BrandIcon({ icon, size, label }: { icon: SimpleIcon; size: number; label?: string }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg {...a11y} viewBox="0 0 24 24" width={size} height={size} fill="currentColor" focusable="false">
      <path d={icon.path} />
    </svg>
  );
}

function FooterHeading({ children }: { children: string }) {
  return <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{children}</h2>;
}

const footerLinkClass = 'text-ink-200 transition-colors hover:text-white';

export function SiteFooter() {
  return (
    <footer className="bg-ink-950 text-ink-200">
      <div className="container-page grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <Logo inverse />
          <p className="mt-5 max-w-sm text-sm leading-6 text-ink-200">{site.description}</p>
          <ul className="mt-6 flex gap-3" aria-label="Social media">
            {socialLinks.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex size-10 items-center justify-center rounded-full bg-white/5 text-ink-100 ring-1 ring-white/10 transition-colors hover:bg-chinar-600 hover:text-white"
                >
                  <BrandIcon icon={social.icon} size={18} />
                  <span className="sr-only">{social.label} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-services" className="lg:col-span-2">
          <h2 id="footer-services" className="text-sm font-semibold tracking-wider text-white uppercase">
            Services
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            {footerServiceLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={footerLinkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-quick-links" className="lg:col-span-2">
          <h2 id="footer-quick-links" className="text-sm font-semibold tracking-wider text-white uppercase">
            Quick Links
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            {footerQuickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={footerLinkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="lg:col-span-4">
          <FooterHeading>Get in touch</FooterHeading>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-chinar-400" />
              <span>{formatAddress()}</span>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-chinar-400" />
              <a href={`tel:${site.phones.secondary.tel}`} className={footerLinkClass}>
                {site.phones.secondary.display}
              </a>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-chinar-400" />
              <a href={`mailto:${site.email}`} className={footerLinkClass}>
                {site.email}
              </a>
            </p>
          </address>
          <div className="mt-8">
            <FooterHeading>Newsletter</FooterHeading>
            <p className="mt-2 text-sm text-ink-200">Practical notes on web, marketing and data. Once a month.</p>
            <SubscribeForm />
          </div>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col items-center justify-between gap-6 py-8 lg:flex-row">
          <ul className="flex flex-wrap items-center justify-center gap-x-6 gap-y-3 text-ink-300" aria-label="Technologies we work with">
            {footerTechnologies.map((technology) => (
              <li key={technology.name} className="opacity-80">
                <BrandIcon icon={technology.icon} size={20} label={technology.name} />
              </li>
            ))}
          </ul>
          <p className="text-center text-sm text-ink-300">
            © <CurrentYear /> {site.legalName} All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
