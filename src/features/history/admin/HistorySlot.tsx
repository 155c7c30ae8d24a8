import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import type { HistoryProps } from './HistoryButton';

// The History button and its panel download on an existing post's or project's screen only, never with
// the new-item screens (the editors are at their size budget). A disabled twin holds its place meanwhile.
const LazyHistoryButton = lazy(() =>
  import('./HistoryButton').then((module) => ({ default: module.HistoryButton })),
);

/** The editors' History button, loaded after the screen. */
export function HistorySlot(props: HistoryProps) {
  return (
    <Suspense
      fallback={
        <Button variant="outline" disabled>
          History
        </Button>
      }
    >
      <LazyHistoryButton {...props} />
    </Suspense>
  );
}
