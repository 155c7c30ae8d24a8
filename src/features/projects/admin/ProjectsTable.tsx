import { DeleteRowButton, EditRowLink, rowActionClass } from '@/components/admin/RowActions';
import { Eye } from 'lucide-react';
import { Link } from 'react-router-dom';
import { LoadingState } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHeaderRow, TableRow, TableEmptyRow } from '@/components/ui/table';
import type { Project } from '@/data/schemas/project';
import { adminPaths } from '@/lib/admin-paths';
import { usePrefetchOnIntent } from '@/lib/route-prefetch';
import { formatDisplayDate } from '@/lib/utils';
import { projectMessages } from './messages';
import { ProjectStatusBadge } from './ProjectStatusBadge';

const COLUMNS = ['Title', 'Client', 'Category', 'Status', 'Date', 'Actions'] as const;
/** Fixed widths (the title takes the rest), so the columns keep theirs when the rows arrive. */
const WIDTHS = { Client: 'w-44', Category: 'w-32', Status: 'w-32', Date: 'w-40', Actions: 'w-40' };

interface ProjectsTableProps {
  /** null while loading. */
  projects: readonly Project[] | null;
  /** Shows edit and delete (staff who may edit content). */
  canEdit: boolean;
  onDelete: (project: Project) => void;
  /** What an empty list says (a search's reason, or that there are none). */
  emptyText?: string;
}

/** The projects list: Title, Client, Category, Status, Date and the row actions. */
export function ProjectsTable({
  projects,
  canEdit,
  onDelete,
  emptyText = projectMessages.empty,
}: ProjectsTableProps) {
  const intentProps = usePrefetchOnIntent();
  return (
    <Table aria-label="Projects" aria-busy={projects === null || undefined} className="min-w-4xl table-fixed">
      <TableHeaderRow columns={COLUMNS} widths={WIDTHS} />
      <TableBody>
        {projects === null ? (
          <TableRow>
            <TableCell colSpan={COLUMNS.length}>
              <LoadingState label="Loading projects..." className="py-8" />
            </TableCell>
          </TableRow>
        ) : projects.length === 0 ? (
          <TableEmptyRow colSpan={COLUMNS.length}>{emptyText}</TableEmptyRow>
        ) : (
          projects.map((project) => (
            <TableRow key={project.id}>
              <TableCell className="max-w-72 min-w-48 font-medium">
                {/* The title opens the project too: on phones the actions column starts off-screen. */}
                <Link
                  to={adminPaths.project(project.id)}
                  {...intentProps(adminPaths.project(project.id))}
                  className="underline-offset-4 hover:underline"
                >
                  {project.title}
                </Link>
              </TableCell>
              <TableCell className="min-w-40">{project.client}</TableCell>
              <TableCell className="whitespace-nowrap">{project.category}</TableCell>
              <TableCell className="whitespace-nowrap">
                <ProjectStatusBadge status={project.status} />
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">
                <time dateTime={project.date}>{formatDisplayDate(project.date)}</time>
              </TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  <Link
                    to={adminPaths.project(project.id)}
                    {...intentProps(adminPaths.project(project.id))}
                    className={rowActionClass}
                    aria-label={`View ${project.title}`}
                    title="View"
                  >
                    <Eye aria-hidden="true" />
                  </Link>
                  {canEdit ? (
                    <>
                      <EditRowLink to={adminPaths.editProject(project.id)} name={project.title} />
                      <DeleteRowButton name={project.title} onClick={() => onDelete(project)} />
                    </>
                  ) : null}
                </div>
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
