import { SearchX } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { Card, CardContent } from '@/components/ui/card';
import { BackToProjects } from './BackToProjects';
import { projectMessages } from './messages';

/** An id that matches no project (detail and edit screens). */
export function ProjectNotFound() {
  return (
    <>
      <AdminPageHeader title={projectMessages.notFoundTitle} />
      <Card>
        <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <SearchX aria-hidden="true" className="size-7" />
          </span>
          <p className="max-w-md text-muted-foreground">{projectMessages.notFoundDescription}</p>
          <BackToProjects variant="primary" />
        </CardContent>
      </Card>
    </>
  );
}
