import { CalendarDays, Clock, Eye, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn, formatDisplayDate } from '@/lib/utils';

function MetaItem({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5">
      {icon}
      {children}
    </li>
  );
}

interface PostMetaProps {
  date: string;
  author: string;
  readingMinutes?: number;
  views?: string;
  className?: string;
}

/** Date, author and optional reading time / views as one line of small facts. */
export function PostMeta({ date, author, readingMinutes, views, className }: PostMetaProps) {
  const iconClass = 'size-4 shrink-0 opacity-80';
  return (
    <ul className={cn('flex flex-wrap items-center gap-x-5 gap-y-2 text-sm', className)}>
      <MetaItem icon={<CalendarDays aria-hidden="true" className={iconClass} />}>
        <time dateTime={date}>{formatDisplayDate(date)}</time>
      </MetaItem>
      <MetaItem icon={<UserRound aria-hidden="true" className={iconClass} />}>
        <span>
          <span className="sr-only">By </span>
          {author}
        </span>
      </MetaItem>
      {readingMinutes ? (
        <MetaItem
          icon={<Clock aria-hidden="true" className={iconClass} />}
        >{`${readingMinutes} min read`}</MetaItem>
      ) : null}
      {views ? <MetaItem icon={<Eye aria-hidden="true" className={iconClass} />}>{views}</MetaItem> : null}
    </ul>
  );
}
