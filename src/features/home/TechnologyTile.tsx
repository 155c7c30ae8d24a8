import { TechLogo } from '@/components/ui/tech-logo';
import type { Technology } from '@/content/technologies';

/** A technology's real logo with its name and what we use it for. */
export function TechnologyTile({ technology }: { technology: Technology }) {
  return (
    <div className="flex h-full items-center gap-4 rounded-card border border-border bg-surface p-5 shadow-card transition-shadow hover:shadow-lift">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-ink-50">
        <TechLogo name={technology.name} decorative className="size-7" />
      </span>
      <span className="min-w-0">
        <span className="block font-display text-base font-bold text-ink-950">{technology.name}</span>
        <span className="block text-sm text-muted-foreground">{technology.use}</span>
      </span>
    </div>
  );
}
