import { siteSettingsAsBuilt } from '@/features/site-settings';

/** The browser tab's title for an admin screen; the back office is never indexed. */
export function AdminTitle({ title }: { title: string }) {
  return (
    <>
      <title>{`${title} | Admin | ${siteSettingsAsBuilt().siteName}`}</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}
