import { siteNameAsBuilt } from '@/lib/site-name';

/** The browser tab's title for an admin screen; the back office is never indexed. */
export function AdminTitle({ title }: { title: string }) {
  return (
    <>
      <title>{`${title} | Admin | ${siteNameAsBuilt()}`}</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}
