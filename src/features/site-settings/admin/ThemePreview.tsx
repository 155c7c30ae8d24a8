import { useId } from 'react';
import { cn } from '@/lib/utils';
import { settingsCopy } from './settings-copy';

interface ThemePreviewProps {
  darkMode: boolean;
  sidebarCollapsed: boolean;
}

/*
 * The mock uses fixed palette classes chosen by the props (no `dark:` variants), so it shows the chosen
 * mode whatever mode the page around it is in; the local `dark` class marks which one it shows.
 */
const palettes = {
  light: { canvas: 'bg-ink-50', surface: 'bg-white ring-ink-100', line: 'bg-ink-200', strong: 'bg-ink-400' },
  dark: {
    canvas: 'bg-ink-950',
    surface: 'bg-ink-900 ring-ink-700',
    line: 'bg-ink-700',
    strong: 'bg-ink-400',
  },
};

/** A small mock of the back office (sidebar, top bar, cards) in the chosen appearance. */
export function ThemePreview({ darkMode, sidebarCollapsed }: ThemePreviewProps) {
  const captionId = useId();
  const palette = darkMode ? palettes.dark : palettes.light;
  const summary = `${darkMode ? 'Dark mode' : 'Light mode'}, ${sidebarCollapsed ? 'collapsed' : 'expanded'} sidebar`;
  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-3">
      <div
        aria-hidden="true"
        className={cn(
          'flex h-44 overflow-hidden rounded-xl ring-1 ring-border',
          darkMode && 'dark',
          palette.canvas,
        )}
      >
        <div
          className={cn(
            'flex shrink-0 flex-col gap-2 bg-ink-950 p-2 transition-[width] duration-200 motion-reduce:transition-none',
            darkMode && 'border-r border-ink-800',
            sidebarCollapsed ? 'w-8' : 'w-24',
          )}
        >
          <span className="size-4 rounded bg-chinar-500" />
          {[0, 1, 2, 3].map((row) => (
            <span key={row} className="flex items-center gap-1.5">
              <span
                className={cn('size-3 shrink-0 rounded-sm', row === 0 ? 'bg-chinar-400' : 'bg-ink-600')}
              />
              {sidebarCollapsed ? null : <span className="h-1.5 flex-1 rounded-full bg-ink-700" />}
            </span>
          ))}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2 p-2">
          <div className={cn('flex h-6 items-center rounded-md px-2 ring-1', palette.surface)}>
            <span className={cn('h-1.5 w-16 rounded-full', palette.strong)} />
          </div>
          <div className="grid grid-cols-3 gap-2">
            {[0, 1, 2].map((card) => (
              <div key={card} className={cn('flex flex-col gap-1.5 rounded-md p-2 ring-1', palette.surface)}>
                <span className={cn('h-1.5 w-2/3 rounded-full', palette.line)} />
                <span
                  className={cn('h-2.5 w-1/3 rounded-full', card === 0 ? 'bg-chinar-500' : palette.strong)}
                />
              </div>
            ))}
          </div>
          <div className={cn('flex flex-1 flex-col gap-1.5 rounded-md p-2 ring-1', palette.surface)}>
            {[0, 1, 2].map((row) => (
              <span
                key={row}
                className={cn('h-1.5 rounded-full', palette.line, row === 2 ? 'w-1/2' : 'w-full')}
              />
            ))}
          </div>
        </div>
      </div>
      <figcaption className="text-sm">
        <span id={captionId} className="font-medium text-foreground">
          {settingsCopy.appearance.preview}
        </span>
        <span className="text-muted-foreground">: {summary}</span>
      </figcaption>
    </figure>
  );
}
