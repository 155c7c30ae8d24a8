import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EstimateNote } from '@/components/admin/EstimateNote';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { SAMPLED_WEIGHT } from '@/data/models/visit-stats';
import { adminPaths } from '@/lib/admin-paths';
import { formatCount } from '@/lib/format-count';
import { postTitlesQueryOptions } from './queries';
import { countOf } from './stats';
import { dashboardLinkClasses } from './RecentInquiriesCard';
import { TrafficChart } from './TrafficChart';
import {
  formatLongDay,
  hasTraffic,
  pageName,
  TOP_ENTRIES,
  type Ranked,
  type TrafficDay,
  type TrafficSummary,
} from './traffic';

/** What the chart shows, in words: its name to assistive technology. */
function chartSummary(days: readonly TrafficDay[]): string {
  const visits = days.reduce((total, day) => total + day.visits, 0);
  const postViews = days.reduce((total, day) => total + day.postViews, 0);
  const busiest = days.reduce<TrafficDay | null>(
    (best, day) => (best === null || day.visits > best.visits ? day : best),
    null,
  );
  const peak =
    busiest && busiest.visits > 0
      ? `; the busiest day, ${busiest.label}, had ${countOf(busiest.visits, 'visit', 'visits')}`
      : '';
  return `Line chart of visits and post views a day, the last ${days.length} days: ${countOf(visits, 'visit', 'visits')} and ${countOf(postViews, 'post view', 'post views')} in all${peak}.`;
}

function ChartLegend() {
  return (
    <ul aria-hidden="true" className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
      <li className="flex items-center gap-2">
        <span className="h-0.5 w-5 rounded-full bg-primary" />
        Visits
      </li>
      <li className="flex items-center gap-2">
        <span className="w-5 border-t-2 border-dashed border-dal-500" />
        Post views
      </li>
    </ul>
  );
}

/**
 * Says which figures are estimates: on a day past its counting budget (docs/visit-counting.md), one later
 * flush in SAMPLED_WEIGHT is counted, SAMPLED_WEIGHT times.
 */
function TrafficEstimateNote({ days }: { days: number }) {
  return (
    <div className="mt-1">
      <EstimateNote title="Some figures are estimates.">
        On {countOf(days, 'day', 'days')} since the first of last month, more people came than the free
        plan&rsquo;s counting budget allows, so from then on 1 in {SAMPLED_WEIGHT} pages was counted, for{' '}
        {SAMPLED_WEIGHT}. The table marks those days.
      </EstimateNote>
    </div>
  );
}

/** The chart card: the last 30 days, and the same figures as a table behind a disclosure. */
function DailyTrafficCard({ summary }: { summary: TrafficSummary | undefined }) {
  const empty = summary !== undefined && !hasTraffic(summary);
  return (
    <Card className="min-w-0 xl:col-span-3">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <CardTitle as="h3">Visits and post views</CardTitle>
          <CardDescription>The last 30 days, a day at a time (India time).</CardDescription>
        </div>
        {summary && !empty ? <ChartLegend /> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {summary === undefined ? (
          <Skeleton className="h-64 w-full" />
        ) : empty ? (
          <p className="py-10 text-center text-sm text-muted-foreground">
            No visits counted yet. Each visit to the public site shows here the same day.
          </p>
        ) : (
          <>
            <TrafficChart days={summary.days} summary={chartSummary(summary.days)} />
            <details>
              <summary className="cursor-pointer text-sm font-semibold text-primary underline-offset-4 hover:underline">
                Show as table
              </summary>
              <Table
                aria-label="Visits and post views by day"
                containerClassName="mt-3 max-h-96 rounded-lg border border-border"
              >
                <caption className="sr-only">
                  Visits and post views a day, the last {summary.days.length} days
                </caption>
                <TableHeader>
                  <TableRow>
                    <TableHead>Day</TableHead>
                    <TableHead className="text-right">Visits</TableHead>
                    <TableHead className="text-right">Post views</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {summary.days.map((day) => (
                    <TableRow key={day.date}>
                      <th scope="row" className="px-4 py-2 text-left font-medium whitespace-nowrap">
                        {day.label}
                        {day.estimated ? (
                          <span className="ml-2 text-xs font-normal text-muted-foreground">estimate</span>
                        ) : null}
                      </th>
                      <TableCell className="py-2 text-right tabular-nums">
                        {formatCount(day.visits)}
                      </TableCell>
                      <TableCell className="py-2 text-right tabular-nums">
                        {formatCount(day.postViews)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </details>
          </>
        )}
      </CardContent>
    </Card>
  );
}

interface RankCardProps<Key extends string> {
  title: string;
  description: string;
  /** undefined while loading. */
  entries: readonly Ranked<Key>[] | undefined;
  emptyText: string;
  name: (key: Key) => ReactNode;
  unit: [one: string, many: string];
}

/** A short ranked list: the most read or most visited first, with its count. */
function RankCard<Key extends string>({
  title,
  description,
  entries,
  emptyText,
  name,
  unit,
}: RankCardProps<Key>) {
  const titleId = useId();
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle as="h3" id={titleId}>
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {entries === undefined ? (
          <div className="flex flex-col gap-3" aria-hidden="true">
            {Array.from({ length: TOP_ENTRIES }, (_, index) => (
              <Skeleton key={index} className="h-5 w-full" />
            ))}
          </div>
        ) : entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          <ol aria-labelledby={titleId} className="flex flex-col gap-3 text-sm">
            {entries.map((entry) => (
              <li key={entry.key} className="flex items-baseline justify-between gap-4">
                <span className="min-w-0 truncate">{name(entry.key)}</span>
                <span className="shrink-0 text-muted-foreground tabular-nums">
                  {countOf(entry.count, ...unit)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * A listed post's title (undefined while it is read, null when the post is gone, or its id when the read
 * failed), linked to its editor for those who may edit.
 */
function PostName({
  id,
  title,
  canEdit,
}: {
  id: string;
  title: string | null | undefined;
  canEdit: boolean;
}) {
  if (title === undefined) return <Skeleton className="inline-block h-4 w-40 align-middle" />;
  if (title === null) return <span className="text-muted-foreground">A deleted post</span>;
  return canEdit ? (
    <Link to={adminPaths.editBlogPost(id)} className={dashboardLinkClasses} title={title}>
      {title}
    </Link>
  ) : (
    <span title={title}>{title}</span>
  );
}

/**
 * The dashboard's Traffic: visits and post views a day over the last 30 days, and the most-read posts,
 * the most-read pages and the sites visitors came from over this month and last (the statistics count those
 * by month). Reads the titles of the listed posts (at most TOP_ENTRIES gets); `summary` is undefined while
 * loading.
 */
export function TrafficSection({
  summary,
  canEdit,
}: {
  summary: TrafficSummary | undefined;
  canEdit: boolean;
}) {
  const headingId = useId();
  const postIds = summary?.topPosts.map((entry) => entry.key) ?? [];
  const titles = useQuery({ ...postTitlesQueryOptions(postIds), enabled: postIds.length > 0 });
  const since = summary ? `Since ${formatLongDay(summary.since)}` : 'This month and last';
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <div className="mb-4 flex flex-col gap-1">
        <h2 id={headingId} className="text-xl font-semibold text-foreground">
          Traffic
        </h2>
        <p className="text-sm text-muted-foreground">
          Counted without cookies: a visit is a browser tab that opened the public site; views are the pages
          and posts it showed.
        </p>
        {summary && summary.estimatedDays > 0 ? <TrafficEstimateNote days={summary.estimatedDays} /> : null}
      </div>
      <div className="grid gap-6 xl:grid-cols-3">
        <DailyTrafficCard summary={summary} />
        <RankCard
          title="Most-read posts"
          description={`${since}, by views.`}
          entries={summary?.topPosts}
          emptyText="No post views yet."
          unit={['view', 'views']}
          name={(id) => (
            <PostName
              id={id}
              title={titles.isError ? `Post ${id}` : titles.data && (titles.data[id] ?? null)}
              canEdit={canEdit}
            />
          )}
        />
        <RankCard
          title="Most-read pages"
          description={`${since}, by views; posts apart.`}
          entries={summary?.topPages}
          emptyText="No page views yet."
          unit={['view', 'views']}
          name={pageName}
        />
        <RankCard
          title="Where visitors came from"
          description={`${since}: visits that another site sent.`}
          entries={summary?.topReferrers}
          emptyText="No referrers yet."
          unit={['visit', 'visits']}
          name={(host) => host}
        />
      </div>
    </section>
  );
}
