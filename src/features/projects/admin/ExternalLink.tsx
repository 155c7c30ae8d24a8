import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';

/** A button-styled link that opens in a new tab and says so to screen readers. */
export function ExternalButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
      <ExternalLinkIcon aria-hidden="true" />
    </a>
  );
}
