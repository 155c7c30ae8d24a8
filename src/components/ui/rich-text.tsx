import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { cn } from '@/lib/utils';

/** Rich text from the CMS (blog bodies, project sections). The only place raw HTML reaches the DOM. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const sanitizedHtml = useMemo(() => sanitizeHtml(html), [html]);
  const navigate = useNavigate();

  // Links to our own pages inside stored HTML navigate in the app instead of reloading the page.
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor || anchor.origin !== window.location.origin || anchor.target === '_blank') return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`);
  };

  return (
    // The handler only upgrades clicks on the links inside (which are keyboard-reachable themselves).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={cn('prose-content', className)}
      onClick={followInternalLink}
      dangerouslySetInnerHTML={{ __html: sanitizedHtml }}
    />
  );
}
