import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { ListPager } from '@/components/admin/ListPager';
import { useListParam } from '@/components/admin/use-list-params';
import { usePagedQuery } from '@/components/admin/use-paged-list';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ACTIVITY_EXPORT_CAP } from '@/data/repos/activity';
import { ActivityFilters } from '@/features/activity/admin/ActivityFilters';
import { ActivityTable } from '@/features/activity/admin/ActivityTable';
import { activityParams, isFiltered, type ActivityView } from '@/features/activity/admin/activity-view';
import {
  activityLoadFailure,
  activityPageQueryOptions,
  activityPeopleQueryOptions,
  useExportActivity,
  prefetchActivity,
} from '@/features/activity/admin/queries';
import { useCan } from '@/features/auth/session';
import { formatCount } from '@/lib/format-count';
import type { ScreenPrefetch } from '@/lib/route-prefetch';

/** What a link to this screen reads ahead on intent (src/app/admin/routes.tsx, prefetchAdminScreen). */
export const prefetch: ScreenPrefetch = (client) => prefetchActivity(client);

const TITLE = 'Activity';
const DESCRIPTION = 'Every change staff made, newest first: who, what and when.';
const CAP = formatCount(ACTIVITY_EXPORT_CAP);

/** /admin/activity: the audit log (issue 15). Admins only; the rules say the same. */
export default function ActivityPage() {
  const canView = useCan('viewActivity');
  if (!canView) {
    return (
      <>
        <AdminPageHeader title={TITLE} description={DESCRIPTION} />
        <Alert
          variant="warning"
          title="Only administrators can see the activity log."
          description="Ask an administrator if you need to know who changed something."
        />
      </>
    );
  }
  return <ActivityLog />;
}

function ActivityLog() {
  // Each filter is a where-clause of the page's query: a change starts again from page 1.
  const [person, setPerson] = useListParam(activityParams.person, { resetsPage: true });
  const [action, setAction] = useListParam(activityParams.action, { resetsPage: true });
  const [from, setFrom] = useListParam(activityParams.from, { resetsPage: true });
  const [to, setTo] = useListParam(activityParams.to, { resetsPage: true });
  const view: ActivityView = { person, action, from, to };
  const list = usePagedQuery((request) => activityPageQueryOptions(view, request));
  const people = useQuery(activityPeopleQueryOptions());
  const exporting = useExportActivity();
  const { query } = list;

  return (
    <>
      <AdminPageHeader
        title={TITLE}
        description={DESCRIPTION}
        actions={
          <Button
            variant="outline"
            title={`The entries of these filters, all pages (at most ${CAP})`}
            onClick={() => exporting.mutate(view)}
            disabled={!list.items?.length || exporting.isPending}
          >
            <Download aria-hidden="true" />
            Export CSV
          </Button>
        }
      />
      {exporting.data?.capped ? (
        <Alert
          variant="warning"
          className="mb-6"
          title={`The export stopped at ${CAP} entries.`}
          description="It holds the newest ones. Narrow the person, action or dates to export older entries."
        />
      ) : null}
      {query.isError ? (
        <Alert variant="danger" {...activityLoadFailure}>
          <Button
            variant="outline"
            size="sm"
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            Retry
          </Button>
        </Alert>
      ) : (
        <Card className="min-w-0">
          <ActivityFilters
            view={view}
            people={people.data ?? null}
            onChange={(changes) => {
              exporting.reset();
              if (changes.person !== undefined) setPerson(changes.person);
              if (changes.action !== undefined) setAction(changes.action);
              if (changes.from !== undefined) setFrom(changes.from);
              if (changes.to !== undefined) setTo(changes.to);
            }}
          />
          <ListPager label="Pages of activity" {...list.pager} />
          {query.isPending ? (
            <p role="status" className="sr-only">
              Loading activity…
            </p>
          ) : null}
          <ActivityTable
            entries={list.items}
            emptyText={isFiltered(view) ? 'No activity matches these filters.' : 'No activity yet.'}
          />
        </Card>
      )}
    </>
  );
}
