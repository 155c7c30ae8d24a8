import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { adminPaths } from '@/lib/admin-paths';

/** A screen's code that did not download: a dropped connection, or a deploy that replaced its file. */
const isLoadFailure = (error: unknown) =>
  error instanceof TypeError &&
  /dynamically imported module|Importing a module script failed/i.test(error.message);

/**
 * What the back office shows when a screen cannot load or render: inside the admin frame for a staff screen,
 * on its own for anything else. Plain links and a full reload, so it works whatever failed.
 */
export function AdminRouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const [title, description] = notFound
    ? ['Page Not Found', 'There is no admin screen at this address.']
    : isLoadFailure(error)
      ? [
          'This Screen Did Not Load',
          'Check your connection, then reload. A newer version may have been published.',
        ]
      : ['Something Went Wrong', 'This screen stopped because of an error. Reload to try again.'];
  if (!notFound) console.error(error);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <AdminPageHeader title={title} description={description} />
      <div className="flex flex-wrap gap-3">
        {notFound ? null : <Button onClick={() => window.location.reload()}>Reload</Button>}
        <a
          href={adminPaths.dashboard}
          className={buttonVariants({ variant: notFound ? 'primary' : 'outline' })}
        >
          Back to Dashboard
        </a>
      </div>
    </div>
  );
}
