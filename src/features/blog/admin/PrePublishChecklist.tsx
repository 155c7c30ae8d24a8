import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { prePublishChecklist, type ChecklistInput } from './checklist';

/** SEO-plugin style advice beside the editor; it updates as you type and never blocks saving. */
export function PrePublishChecklist(input: ChecklistInput) {
  // Parsing a long body on every keystroke is wasted work; the list may trail the typing a little.
  const deferred = useDeferredValue(input);
  const items = prePublishChecklist(deferred);
  const good = items.filter((item) => item.ok).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pre-publish checklist</CardTitle>
        <CardDescription>
          {good} of {items.length} look good. Advice only: you can save at any time.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-4" aria-label="Checklist">
          {items.map((item) => (
            <li key={item.id} className="flex gap-3">
              {item.ok ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              ) : (
                <TriangleAlert
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-300"
                />
              )}
              <div className="min-w-0">
                <p className="text-sm font-medium text-foreground">
                  <span className="sr-only">{item.ok ? 'Good: ' : 'To check: '}</span>
                  {item.label}
                </p>
                <p className="text-sm text-muted-foreground">{item.detail}</p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
