import { useId, type ReactNode } from 'react';
import { CalendarClock, Eye, History } from 'lucide-react';
import { formatSiteDateTime } from '@/lib/dates';
import { previewCopy } from './copy';

interface PreviewBannerProps {
  /** When the link stops working (null: not known). */
  expiresAt: Date | null;
  /** When the draft was copied into the link (made or last refreshed). */
  snapshotAt: Date | null;
}

function Fact({ icon, label, date }: { icon: ReactNode; label: string; date: Date }) {
  return (
    <li className="inline-flex items-center gap-1.5">
      {icon}
      <span>
        {label} <time dateTime={date.toISOString()}>{formatSiteDateTime(date)}</time>
      </span>
    </li>
  );
}

/**
 * The slim bar under the site header that says the page is a draft shared for review, when its link
 * expires and when the draft was copied into it (in the agency's time zone, IST).
 */
export function PreviewBanner({ expiresAt, snapshotAt }: PreviewBannerProps) {
  const labelId = useId();
  const { banner } = previewCopy;
  const iconClass = 'size-4 shrink-0 text-amber-700';
  return (
    <section aria-labelledby={labelId} className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <div className="container-page flex flex-col gap-x-6 gap-y-2 py-3 text-sm sm:flex-row sm:flex-wrap sm:items-center">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1.5 font-medium">
          <span
            id={labelId}
            className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-amber-200 px-2.5 py-0.5 text-xs font-bold tracking-wider text-amber-950 uppercase"
          >
            <Eye aria-hidden="true" className="size-3.5" />
            {banner.label}
          </span>
          <span>{banner.text}</span>
        </p>
        {expiresAt || snapshotAt ? (
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-amber-900 sm:ml-auto">
            {expiresAt ? (
              <Fact
                icon={<CalendarClock aria-hidden="true" className={iconClass} />}
                label={banner.expires}
                date={expiresAt}
              />
            ) : null}
            {snapshotAt ? (
              <Fact
                icon={<History aria-hidden="true" className={iconClass} />}
                label={banner.copied}
                date={snapshotAt}
              />
            ) : null}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
