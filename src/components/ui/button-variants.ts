import { cva } from 'class-variance-authority';

/** Button looks, for <Button> and for links styled as buttons (kept apart from Button so links do not load Radix Slot). */
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-chinar-800 dark:hover:bg-chinar-400',
        secondary:
          'bg-ink-900 text-white hover:bg-ink-800 dark:bg-ink-700 dark:text-ink-50 dark:hover:bg-ink-600',
        outline:
          'border border-ink-200 bg-white text-ink-900 hover:border-ink-300 hover:bg-ink-50 dark:border-ink-600 dark:bg-transparent dark:text-ink-50 dark:hover:border-ink-500 dark:hover:bg-ink-800',
        ghost: 'text-ink-800 hover:bg-ink-50 dark:text-ink-100 dark:hover:bg-ink-800',
        inverse: 'bg-white text-ink-950 hover:bg-chinar-50',
        'outline-inverse': 'border border-white/40 text-white hover:bg-white/10',
        // In dark mode --danger is a light red, so the label turns dark to keep AA.
        danger: 'bg-danger text-white hover:opacity-90 dark:text-ink-950',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        md: 'h-11 px-5 text-sm',
        lg: 'h-12 px-7 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);
