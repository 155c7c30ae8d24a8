import type { ReactElement } from 'react';
import { useWatch } from 'react-hook-form';
import { CalendarClock } from 'lucide-react';
import { FormField } from '@/components/ui/form-field';
import type { BlogPost } from '@/data/schemas/blog-post';
import { nextRebuildAfter, publishStateOf } from '@/data/models/schedule';
import { formatSiteDateTime, fromSiteWallTime, timeUntil, toSiteWallTime } from '@/lib/dates';
import { useNow } from '@/lib/use-now';
import { blogAdminCopy } from './copy';
import type { PostFormControl } from './use-post-form';

const copy = blogAdminCopy.schedule;

interface PublishTimeFieldsProps {
  /** The saved post (null: a new one). */
  post: BlogPost | null;
  /** The form, for the mode and the time typed (in the site's time zone: "2026-12-07T09:00"). */
  control: PostFormControl;
  error?: string;
  /** The two controls, registered with the form: a select of the mode and a datetime-local input. */
  modeControl: ReactElement;
  timeControl: ReactElement;
}

/** When a scheduled post reaches each place, in the site's time zone. */
function ScheduleSummary({ at, now }: { at: Date; now: number }) {
  return (
    <p className="flex gap-2 rounded-md bg-accent/10 p-3 text-sm text-foreground" role="status">
      <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
      <span>
        {copy.goesLive(formatSiteDateTime(at), timeUntil(at.getTime(), now))}{' '}
        <span className="text-muted-foreground">
          {copy.reachesSearch(formatSiteDateTime(nextRebuildAfter(at)))}
        </span>
      </span>
    </p>
  );
}

/**
 * For a Published post: publish on saving, or schedule a time (entered and shown in India time). A post that
 * is public already says since when.
 */
export function PublishTimeFields({
  post,
  control,
  error,
  modeControl,
  timeControl,
}: PublishTimeFieldsProps) {
  const now = useNow();
  const [mode, time] = useWatch({ control, name: ['publishMode', 'publishAt'] });
  if (post?.publishAt && publishStateOf(post, now) === 'published') {
    return (
      <p className="text-sm text-muted-foreground">
        {copy.publishedSince(formatSiteDateTime(post.publishAt))}
      </p>
    );
  }
  const at = mode === 'schedule' && !error ? fromSiteWallTime(time) : null;
  return (
    <>
      <FormField label={copy.modeLabel}>{modeControl}</FormField>
      {mode === 'schedule' ? (
        <FormField label={copy.timeLabel} hint={copy.timeHint} error={error}>
          {timeControl}
        </FormField>
      ) : null}
      {at && at.getTime() > now ? <ScheduleSummary at={at} now={now} /> : null}
    </>
  );
}

/** The earliest time the picker offers: a minute from now, in the site's time zone. */
export const earliestScheduleTime = () => toSiteWallTime(new Date(Date.now() + 60_000));

/** What the time field starts from when scheduling is chosen: tomorrow at 09:00 India time. */
export function suggestedScheduleTime(now = Date.now()): string {
  const tomorrow = toSiteWallTime(new Date(now + 86_400_000)).slice(0, 10);
  return `${tomorrow}T09:00`;
}
