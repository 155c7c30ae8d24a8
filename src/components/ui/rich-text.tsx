import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { cn } from '@/lib/utils';

/** Stored HTML made safe to render: DOMPurify's HTML profile, links to other sites open safely. */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return '';
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
  // Plain text (no tags at all) becomes a paragraph so it gets the prose styles.
  return /<[a-z][\s\S]*>/i.test(clean) ? clean : clean ? `<p>${clean}</p>` : '';
}

/** Rich text from the CMS (blog bodies, project sections). The only place raw HTML reaches the DOM. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const sanitizedHtml = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={cn('prose-content', className)} dangerouslySetInnerHTML={{ __html: sanitizedHtml }} />;
}
