import { Link } from 'react-router-dom';
import { Mail, MapPin, Phone } from 'lucide-react';
import { logoUrl, techLogoSlugs } from '@/components/ui/tech-logo-names';
import { formatAddress, site } from '@/content/site';
import type { SocialLinks } from '@/data/schemas/site-settings';
import { usePublicSiteSettings } from '@/features/site-settings/live-site';
import { SubscribeForm } from '@/features/subscribers/SubscribeForm';
import { useSiteName } from '@/lib/site-name';
import { Logo } from './Logo';
import { CurrentYear } from './CurrentYear';
import { footerQuickLinks, footerServiceLinks } from './nav-links';

/** The footer's three networks (spec); an admin can change their links or clear one to hide it. */
const socialNetworks: ReadonlyArray<{ key: keyof SocialLinks; label: string; slug: string }> = [
  { key: 'facebook', label: 'Facebook', slug: 'facebook' },
  { key: 'instagram', label: 'Instagram', slug: 'instagram' },
  { key: 'twitter', label: 'X (Twitter)', slug: 'x' },
];

const footerTechnologies = [
  'React',
  'TypeScript',
  'Next.js',
  'Node.js',
  'Firebase',
  'Flutter',
  'WordPress',
  'Python',
] as const;

function FooterHeading({ children, id }: { children: string; id?: string }) {
  return (
    <h2 id={id} className="text-sm font-semibold tracking-wider text-white uppercase">
      {children}
    </h2>
  );
}

interface FooterLinksProps {
  id: string;
  title: string;
  links: ReadonlyArray<{ to: string; label: string }>;
}

function FooterLinks({ id, title, links }: FooterLinksProps) {
  return (
    <nav aria-labelledby={id} className="lg:col-span-2">
      <FooterHeading id={id}>{title}</FooterHeading>
      <ul className="mt-4 space-y-3 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={footerLinkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const footerLinkClass = 'text-ink-200 transition-colors hover:text-white';

export function SiteFooter() {
  const settings = usePublicSiteSettings();
  const siteName = useSiteName();
  const socialLinks = socialNetworks
    .map((network) => ({ ...network, href: settings.socialLinks[network.key] }))
    .filter((network) => network.href);
  return (
    <footer className="bg-ink-950 text-ink-200">
      <div className="container-page grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <Logo name={siteName} inverse />
          <p className="mt-5 max-w-sm text-sm leading-6 text-ink-200">{settings.siteDescription}</p>
          {/* One row's height from the start: the saved settings may add or remove links after first paint. */}
          <ul className="mt-6 flex min-h-10 gap-3" aria-label="Social media">
            {socialLinks.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex size-10 items-center justify-center rounded-full bg-white/5 text-ink-100 ring-1 ring-white/10 transition-colors hover:bg-chinar-600 hover:text-white"
                >
                  <img
                    src={logoUrl(social.slug, 'light')}
                    alt=""
                    width={18}
                    height={18}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className="sr-only">{social.label} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <FooterLinks id="footer-services" title="Services" links={footerServiceLinks} />
        <FooterLinks id="footer-quick-links" title="Quick Links" links={footerQuickLinks} />

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
              <a href={`mailto:${settings.contactEmail}`} className={footerLinkClass}>
                {settings.contactEmail}
              </a>
            </p>
          </address>
          <div className="mt-8">
            <FooterHeading>Newsletter</FooterHeading>
            <p className="mt-2 text-sm text-ink-200">
              Practical notes on web, marketing and data. Once a month.
            </p>
            <SubscribeForm />
          </div>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col items-center justify-between gap-6 py-8 lg:flex-row">
          <ul
            className="flex flex-wrap items-center justify-center gap-x-6 gap-y-3 text-ink-300"
            aria-label="Technologies we work with"
          >
            {footerTechnologies.map((name) => (
              <li key={name} className="opacity-80">
                <img
                  src={logoUrl(techLogoSlugs[name], 'light')}
                  alt={name}
                  width={20}
                  height={20}
                  loading="lazy"
                  decoding="async"
                />
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
