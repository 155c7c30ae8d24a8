import { ExternalLink, Navigation } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { contactPage } from '@/content/contact';
import { site } from '@/content/site';
import { useSiteName } from '@/lib/site-name';

const directionsUrl = `https://www.google.com/maps/search/?api=1&query=${site.geo.latitude},${site.geo.longitude}`;

/** A hand-drawn map of central Srinagar with our studio marked: no third-party embed, no tracking. */
function SrinagarMap({ siteName }: { siteName: string }) {
  // The studio's label: a pill as wide as the name (about 6 units a character at this size), centred.
  const labelWidth = Math.max(92, Math.round(siteName.length * 6.2 + 16));
  return (
    <svg
      role="img"
      aria-label={contactPage.map.imageLabel}
      viewBox="0 0 400 240"
      width="400"
      height="240"
      className="h-auto w-full"
    >
      <defs>
        <pattern id="map-grid" width="20" height="20" patternUnits="userSpaceOnUse">
          <path d="M20 0H0V20" fill="none" stroke="#e6e8f4" strokeWidth="1" />
        </pattern>
        <linearGradient id="map-water" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#c9f5ef" />
          <stop offset="1" stopColor="#a4ebe1" />
        </linearGradient>
      </defs>
      <rect width="400" height="240" fill="#f7f8fc" />
      <rect width="400" height="240" fill="url(#map-grid)" />

      {/* Zabarwan foothills beyond the lake */}
      <path d="M240 0 L275 22 L300 8 L330 30 L360 10 L400 34 L400 0 Z" fill="#dfe3f1" />

      {/* Dal Lake with Char Chinari */}
      <path
        d="M255 34 C290 18 352 24 380 52 C402 74 394 116 360 128 C334 137 312 122 296 112 C280 102 262 104 248 90 C230 72 232 46 255 34 Z"
        fill="url(#map-water)"
        stroke="#5fdccb"
        strokeWidth="1.5"
      />
      <circle cx="336" cy="64" r="4" fill="#f7f8fc" stroke="#5fdccb" />
      <circle cx="336" cy="64" r="1.6" fill="#d94408" />
      <text x="300" y="92" fontSize="11" fontWeight="600" fill="#0f6c63" className="font-sans">
        Dal Lake
      </text>

      {/* River Jhelum */}
      <path
        d="M-10 214 C40 186 84 222 132 204 C176 188 186 168 236 174 C286 180 318 214 360 206 C384 201 396 190 410 186"
        fill="none"
        stroke="#8fe3d7"
        strokeWidth="13"
        strokeLinecap="round"
      />
      <path
        d="M-10 214 C40 186 84 222 132 204 C176 188 186 168 236 174 C286 180 318 214 360 206 C384 201 396 190 410 186"
        fill="none"
        stroke="#c9f5ef"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <text x="30" y="232" fontSize="10" fontStyle="italic" fill="#0f6c63" className="font-sans">
        River Jhelum
      </text>

      {/* Roads: Maulana Azad Road to Lal Chowk, Residency Road, the Boulevard along the lake */}
      <g fill="none" strokeLinecap="round">
        <path d="M-10 120 C70 114 140 112 204 112" stroke="#c9cde6" strokeWidth="9" />
        <path d="M-10 120 C70 114 140 112 204 112" stroke="#ffffff" strokeWidth="6" />
        <path d="M196 18 C200 60 204 90 206 120 C208 150 214 170 222 200" stroke="#c9cde6" strokeWidth="9" />
        <path d="M196 18 C200 60 204 90 206 120 C208 150 214 170 222 200" stroke="#ffffff" strokeWidth="6" />
        <path d="M207 128 C250 138 320 146 410 146" stroke="#c9cde6" strokeWidth="7" />
        <path d="M207 128 C250 138 320 146 410 146" stroke="#ffffff" strokeWidth="4" />
      </g>
      <text
        x="0"
        y="0"
        fontSize="9"
        fill="#4b5173"
        className="font-sans"
        transform="translate(212 24) rotate(84)"
      >
        Residency Road
      </text>
      <text x="300" y="162" fontSize="9" fill="#4b5173" className="font-sans">
        Boulevard Road
      </text>

      {/* Lal Chowk clock tower */}
      <g transform="translate(174 96)">
        <rect x="-5" y="-12" width="10" height="16" rx="1.5" fill="#2f3566" />
        <circle cx="0" cy="-6" r="2.6" fill="#ffffff" />
      </g>
      <text x="120" y="100" fontSize="10" fontWeight="600" fill="#141833" className="font-sans">
        Lal Chowk
      </text>

      {/* Our studio */}
      <g transform="translate(207 140)">
        <circle r="16" fill="#d94408" opacity="0.18" />
        <path d="M0 6 C-10 -6 -11 -12 -11 -16 A11 11 0 0 1 11 -16 C11 -12 10 -6 0 6 Z" fill="#b4330a" />
        <circle cy="-16" r="4.2" fill="#ffffff" />
      </g>
      <g transform="translate(94 148)">
        <rect x={46 - labelWidth / 2} width={labelWidth} height="22" rx="11" fill="#0b0d1f" />
        <text
          x="46"
          y="15"
          fontSize="10"
          fontWeight="700"
          textAnchor="middle"
          fill="#ffffff"
          className="font-sans"
        >
          {siteName}
        </text>
      </g>

      {/* North arrow */}
      <g transform="translate(24 28)">
        <circle r="13" fill="#ffffff" stroke="#c9cde6" />
        <path d="M0 -8 L4 4 L0 1.5 L-4 4 Z" fill="#2f3566" />
        <text y="-16" fontSize="8" fontWeight="700" textAnchor="middle" fill="#2f3566" className="font-sans">
          N
        </text>
      </g>
    </svg>
  );
}

/** The location card: the drawn map, a line on where we are, and a directions link (new tab). */
export function LocationCard() {
  const { map } = contactPage;
  const siteName = useSiteName();
  return (
    <section
      aria-labelledby="location-title"
      className="overflow-hidden rounded-card border border-border bg-surface shadow-card"
    >
      <div className="border-b border-border">
        <SrinagarMap siteName={siteName} />
      </div>
      <div className="p-6 sm:p-8">
        <h2 id="location-title" className="text-xl font-bold text-ink-950">
          {map.title}
        </h2>
        <p className="mt-2 text-sm leading-6 text-muted-foreground">{map.description}</p>
        <a
          href={directionsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-5' })}
        >
          <Navigation aria-hidden="true" />
          {map.directions}
          <span className="sr-only"> (opens Google Maps in a new tab)</span>
          <ExternalLink aria-hidden="true" />
        </a>
      </div>
    </section>
  );
}
