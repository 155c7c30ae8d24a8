import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

interface AuthCardHeaderProps {
  icon: LucideIcon;
  /** The screen's one h1. */
  title: string;
  description?: ReactNode;
  /**
   * Moves focus to the heading when it appears: for views that replace one another on the same screen,
   * so keyboard and screen-reader users start at the new content instead of a control that vanished.
   */
  focusOnMount?: boolean;
}

/** The top of a sign-in card: an icon tile, the screen's heading and a short line under it. */
export function AuthCardHeader({
  icon: Icon,
  title,
  description,
  focusOnMount = false,
}: AuthCardHeaderProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A layout effect, so the heading never shows without the focus: a passive effect runs after the
  // paint (later still in a transition), and a keystroke in between would land on the vanished control.
  useLayoutEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  return (
    <div className="mb-6 flex flex-col items-center gap-3 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-chinar-50 text-primary dark:bg-chinar-500/15">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-foreground focus:outline-none sm:text-3xl"
      >
        {title}
      </h1>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
    </div>
  );
}
