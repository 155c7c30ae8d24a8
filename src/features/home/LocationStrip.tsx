import { MapPin } from 'lucide-react';
import { locations } from '@/content/home';

/** Where we are and whom we serve, right under the hero. */
export function LocationStrip() {
  return (
    <section aria-labelledby="locations-heading" className="border-b border-border bg-white">
      <h2 id="locations-heading" className="sr-only">
        Where we work
      </h2>
      <div className="container-page">
        <ul className="grid grid-cols-2 gap-x-6 gap-y-5 py-7 lg:grid-cols-4 lg:divide-x lg:divide-border lg:py-8">
          {locations.map((location) => (
            <li key={location.name} className="flex items-center gap-3 lg:justify-center lg:px-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-chinar-50 text-chinar-700">
                <MapPin aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block font-display text-base font-bold text-ink-950">{location.name}</span>
                <span className="block text-sm text-muted-foreground">{location.detail}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
