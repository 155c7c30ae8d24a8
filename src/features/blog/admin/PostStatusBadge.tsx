import { Badge } from '@/components/ui/badge';
import type { BlogPostStatus } from '@/data/schemas/blog-post';

export function PostStatusBadge({ status }: { status: BlogPostStatus }) {
  return <Badge variant={status === 'Published' ? 'success' : 'neutral'}>{status}</Badge>;
}
