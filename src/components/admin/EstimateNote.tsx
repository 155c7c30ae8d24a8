import { Info } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * Says that figures on screen are estimates (counting past its daily budget samples: docs/visit-counting.md),
 * and why: `title` in bold, then the explanation.
 */
export function EstimateNote({ title, children }: { title: string; children: ReactNode }) {
  return (
    <p className="flex gap-2 rounded-lg bg-muted p-3 text-sm text-muted-foreground">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong className="font-semibold text-foreground">{title}</strong> {children}
      </span>
    </p>
  );
}
