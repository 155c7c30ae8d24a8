import { Badge } from '@/components/ui/badge';
import type { ProjectStatus } from '@/data/schemas/project';

/** Completed in green, the other statuses neutral (spec section 4). */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return <Badge variant={status === 'Completed' ? 'success' : 'neutral'}>{status}</Badge>;
}
