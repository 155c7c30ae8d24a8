import type { ComponentProps } from 'react';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cn } from '@/lib/utils';

/*
 * Underlined tabs on Radix: arrow keys move between tabs (Home/End jump), Tab moves into the panel. The list
 * scrolls sideways on narrow screens instead of wrapping. Give TabsList an aria-label.
 */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'flex max-w-full gap-1 overflow-x-auto border-b border-border [scrollbar-width:thin]',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, onFocus, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      onFocus={(event) => {
        onFocus?.(event);
        // Chromium does not scroll the list sideways to a tab that arrow keys focus; bring it into view.
        event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
      }}
      className={cn(
        // The outline sits inside the tab: the scrolling list would clip one drawn outside.
        'relative inline-flex h-11 shrink-0 items-center gap-2 rounded-t-lg px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground focus-visible:-outline-offset-2 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:text-foreground [&_svg]:size-4',
        // The active marker: a 2px bar in the primary colour along the list's bottom border.
        'after:absolute after:inset-x-2 after:bottom-0 after:h-0.5 after:rounded-full after:bg-transparent data-[state=active]:after:bg-primary',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content className={cn('mt-6 focus-visible:outline-offset-4', className)} {...props} />
  );
}
