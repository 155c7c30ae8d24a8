import { Navigate, useParams } from 'react-router-dom';
import { adminPaths } from '@/lib/admin-paths';

/** /admin/projects/edit/{id} (the spec's other reading) goes to the canonical /admin/projects/{id}/edit. */
export function LegacyProjectEditRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={adminPaths.editProject(id)} replace />;
}
