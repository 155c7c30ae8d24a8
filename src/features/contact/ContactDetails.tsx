import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { contactPage } from '@/content/contact';
import { site } from '@/content/site';
import { usePublicSiteSettings } from '@/features/site-settings';

/** One dt/dd pair of the contact list; the icon sits in the term so the list stays valid HTML. */
function InfoRow({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-11 pl-15">
      <dt className="text-sm font-semibold text-ink-950">
        <span className="absolute top-0 left-0 flex size-11 items-center justify-center rounded-xl bg-chinar-50 text-chinar-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-1 text-sm leading-6 text-muted-foreground">{children}</dd>
    </div>
  );
}

const linkClass = 'font-medium text-ink-900 underline-offset-4 hover:text-chinar-700 hover:underline';

/** Address and phone numbers from the site config; the e-mail as saved in the admin settings. */
export function ContactInfo() {
  const { info } = contactPage;
  const { address } = site;
  const { contactEmail } = usePublicSiteSettings();
  return (
    <section
      aria-labelledby="contact-info-title"
      className="rounded-card border border-border bg-surface p-6 shadow-card sm:p-8"
    >
      <h2 id="contact-info-title" className="text-xl font-bold text-ink-950">
        {info.title}
      </h2>
      <dl className="mt-6 space-y-6">
        <InfoRow icon={MapPin} label={info.address}>
          <address className="not-italic">
            {site.legalName}
            <br />
            {address.street}
            <br />
            {address.locality}, {address.region} {address.postalCode}
            <br />
            {address.country}
          </address>
        </InfoRow>
        <InfoRow icon={Mail} label={info.email}>
          <a href={`mailto:${contactEmail}`} className={linkClass}>
            {contactEmail}
          </a>
        </InfoRow>
        <InfoRow icon={Phone} label={info.phone}>
          <span className="flex flex-col">
            <a href={`tel:${site.phones.primary.tel}`} className={linkClass}>
              {site.phones.primary.display}
            </a>
            <a href={`tel:${site.phones.secondary.tel}`} className={linkClass}>
              {site.phones.secondary.display}
            </a>
          </span>
        </InfoRow>
      </dl>
    </section>
  );
}

/** Business hours exactly as the spec gives them (site.businessHours). */
export function BusinessHours() {
  const { info } = contactPage;
  return (
    <section
      aria-labelledby="business-hours-title"
      className="rounded-card border border-border bg-surface p-6 shadow-card sm:p-8"
    >
      <h2 id="business-hours-title" className="flex items-center gap-3 text-xl font-bold text-ink-950">
        <Clock aria-hidden="true" className="size-5 text-chinar-700" />
        {info.hoursTitle}
      </h2>
      <dl className="mt-5 divide-y divide-border text-sm">
        {site.businessHours.map((entry) => (
          <div key={entry.days} className="flex items-center justify-between gap-4 py-3">
            <dt className="font-medium text-ink-900">
              <abbr title={entry.label} className="no-underline">
                {entry.days}
              </abbr>
            </dt>
            <dd className={entry.opens ? 'text-ink-800 tabular-nums' : 'font-medium text-chinar-700'}>
              {entry.hours}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs leading-5 text-muted-foreground">{info.hoursNote}</p>
    </section>
  );
}
