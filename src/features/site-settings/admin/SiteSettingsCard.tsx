import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import type { SiteSettings } from '@/data/schemas/site-settings';
import { useCan } from '@/features/auth';
import { useSiteSettings } from './queries';
import { settingsCopy } from './settings-copy';

interface SiteSettingsCardProps {
  title: string;
  description: string;
  /** The form, once settings/site has loaded; read-only for staff who may not change it. */
  children: (settings: SiteSettings, readOnly: boolean) => ReactNode;
}

/** A card over settings/site: loading and error states, and the admins-only notice for everyone else. */
export function SiteSettingsCard({ title, description, children }: SiteSettingsCardProps) {
  const canManage = useCan('manageSettings');
  const query = useSiteSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
        {canManage ? null : (
          <Alert
            variant="warning"
            title={settingsCopy.adminsOnly}
            description={settingsCopy.adminsOnlyDetail}
            className="mt-3"
          />
        )}
      </CardHeader>
      {/* Once loaded, the form stays even if a later refresh fails: nothing typed is lost. */}
      {query.data ? (
        children(query.data, !canManage)
      ) : query.isError ? (
        <CardContent>
          <Alert
            variant="danger"
            title={settingsCopy.loadError.title}
            description={settingsCopy.loadError.description}
          >
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {settingsCopy.loadError.retry}
            </Button>
          </Alert>
        </CardContent>
      ) : (
        <CardContent>
          <LoadingState label={settingsCopy.loading} />
        </CardContent>
      )}
    </Card>
  );
}
