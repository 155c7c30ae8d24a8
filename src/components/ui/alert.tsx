import type { ComponentProps, ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

type AlertVariant = 'info' | 'success' | 'warning' | 'danger';

// Text is the 900/800 shade on a 50 tint (light) or the 100/200 shade on a 10% tint (dark): >= 6.7:1.
const variants: Record<AlertVariant, { box: string; icon: string; description: string; Icon: LucideIcon }> = {
  info: {
    box: 'border-blue-200 bg-blue-50 text-blue-900 dark:border-blue-400/30 dark:bg-blue-500/10 dark:text-blue-100',
    icon: 'text-blue-700 dark:text-blue-300',
    description: 'text-blue-800 dark:text-blue-200',
    Icon: Info,
  },
  success: {
    box: 'border-green-200 bg-green-50 text-green-900 dark:border-green-400/30 dark:bg-green-500/10 dark:text-green-100',
    icon: 'text-green-700 dark:text-green-300',
    description: 'text-green-800 dark:text-green-200',
    Icon: CircleCheck,
  },
  warning: {
    box: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-400/30 dark:bg-amber-500/10 dark:text-amber-100',
    icon: 'text-amber-700 dark:text-amber-300',
    description: 'text-amber-800 dark:text-amber-200',
    Icon: TriangleAlert,
  },
  danger: {
    box: 'border-red-200 bg-red-50 text-red-900 dark:border-red-400/30 dark:bg-red-500/10 dark:text-red-100',
    icon: 'text-red-700 dark:text-red-300',
    description: 'text-red-800 dark:text-red-200',
    Icon: CircleAlert,
  },
};

type AlertProps = Omit<ComponentProps<'div'>, 'title'> & {
  variant?: AlertVariant;
  title: ReactNode;
  description?: ReactNode;
  /** Extra content under the description, e.g. a retry button. */
  children?: ReactNode;
};

/**
 * A message box with an icon. Danger alerts are role="alert" (announced at once); the others role="status"
 * (announced politely). Render it when the message appears so screen readers pick it up.
 */
export function Alert({ variant = 'info', title, description, children, className, ...props }: AlertProps) {
  const { box, icon, description: descriptionClass, Icon } = variants[variant];
  return (
    <div
      role={variant === 'danger' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border p-4', box, className)}
      {...props}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', icon)} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-sm font-semibold">{title}</p>
        {description ? <div className={cn('text-sm', descriptionClass)}>{description}</div> : null}
        {children ? <div className="mt-2">{children}</div> : null}
      </div>
    </div>
  );
}
