import { Link } from 'react-router-dom';
import { ArrowRight, Clock, Mail, MapPin, Navigation, Phone } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { SectionHeading } from '@/components/site/SectionHeading';
import { localBusiness } from '@/content/home';
import { formatAddress, site } from '@/content/site';
import { usePublicSiteSettings } from '@/features/site-settings';
import { useSiteName } from '@/lib/site-name';
import { ArtImage } from './art/ArtImage';

const directionsUrl = (siteName: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${siteName}, ${formatAddress()}`)}`;

/** Local roots: proud to be from Srinagar, serving Kashmir and India, with the studio's address and phone. */
export function LocalBusiness() {
  const { contactEmail } = usePublicSiteSettings();
  const siteName = useSiteName();
  const weekdays = site.businessHours[0];
  return (
    <section aria-labelledby="local-business-heading" className="section">
      <div className="container-page grid items-center gap-14 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="local-business-heading"
            align="left"
            eyebrow={localBusiness.eyebrow}
            title={localBusiness.title}
          />
          <div className="mt-6 space-y-5 text-lg leading-8 text-muted-foreground">
            {localBusiness.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <h3 className="mt-8 text-sm font-semibold tracking-wider text-ink-950 uppercase">Serving</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {localBusiness.serving.map((place) => (
              <li
                key={place}
                className="rounded-full border border-border bg-white px-3.5 py-1.5 text-sm font-medium text-ink-800"
              >
                {place}
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-wrap gap-3">
            <Link to={localBusiness.cta.to} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
              {localBusiness.cta.label}
              <ArrowRight aria-hidden="true" />
            </Link>
            <a
              href={`tel:${site.phones.primary.tel}`}
              className={buttonVariants({ variant: 'outline', size: 'lg' })}
            >
              <Phone aria-hidden="true" />
              {site.phones.primary.display}
            </a>
          </div>
        </div>

        <div className="relative mx-auto w-full max-w-xl">
          <div className="overflow-hidden rounded-[28px] shadow-lift ring-1 ring-border">
            <ArtImage file="srinagar-map.svg" className="h-auto w-full" />
          </div>
          <address className="relative mx-4 -mt-20 rounded-card border border-border bg-surface p-6 not-italic shadow-lift sm:mx-8 sm:p-7">
            <p className="font-display text-lg font-bold text-ink-950">Our studio</p>
            <ul className="mt-4 grid gap-x-6 gap-y-3 text-sm leading-6 text-ink-800 sm:grid-cols-2">
              <li className="flex gap-2.5 sm:row-span-3">
                <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-chinar-700" />
                {formatAddress()}
              </li>
              <li className="flex gap-2.5">
                <Phone aria-hidden="true" className="mt-1 size-4 shrink-0 text-chinar-700" />
                <a href={`tel:${site.phones.primary.tel}`} className="hover:text-chinar-700 hover:underline">
                  {site.phones.primary.display}
                </a>
              </li>
              <li className="flex gap-2.5">
                <Mail aria-hidden="true" className="mt-1 size-4 shrink-0 text-chinar-700" />
                <a
                  href={`mailto:${contactEmail}`}
                  className="break-all hover:text-chinar-700 hover:underline"
                >
                  {contactEmail}
                </a>
              </li>
              {weekdays ? (
                <li className="flex gap-2.5">
                  <Clock aria-hidden="true" className="mt-1 size-4 shrink-0 text-chinar-700" />
                  {weekdays.days}, {weekdays.hours}
                </li>
              ) : null}
            </ul>
            <a
              href={directionsUrl(siteName)}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-chinar-700 hover:text-chinar-800 hover:underline"
            >
              <Navigation aria-hidden="true" className="size-4" />
              Get directions
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </address>
        </div>
      </div>
    </section>
  );
}
