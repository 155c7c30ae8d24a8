import { cn, withDefault } from '@/lib/utils';
import { logoUrl, techLogoSlugs, type LogoTone } from './tech-logo-names';

export function hasTechLogo(name: string): boolean {
  return name in techLogoSlugs;
}

interface TechLogoProps {
  name: string;
  className?: string;
  /** brand: the technology's own colour; light: a pale version for dark backgrounds. */
  tone?: LogoTone;
  /** Decorative when a visible label sits beside it. */
  decorative?: boolean;
}

/** A technology's official mark (simple-icons, served as a static file); a monogram for names without one. */
export function TechLogo({ name, className, tone = 'brand', decorative = false }: TechLogoProps) {
  const slug = techLogoSlugs[name as keyof typeof techLogoSlugs];
  if (!slug) {
    return (
      <span
        {...(decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': name })}
        className={cn(
          'inline-flex items-center justify-center rounded-md bg-ink-100 text-xs font-bold text-ink-700',
          withDefault(className, 'size-', 'size-6'),
          className,
        )}
      >
        {name.slice(0, 2)}
      </span>
    );
  }
  return (
    <img
      src={logoUrl(slug, tone)}
      alt={decorative ? '' : name}
      width={24}
      height={24}
      loading="lazy"
      decoding="async"
      className={cn(withDefault(className, 'size-', 'size-6'), className)}
    />
  );
}
