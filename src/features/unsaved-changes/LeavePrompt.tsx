import { lazy, Suspense } from 'react';
import type { LeaveGuard } from './use-leave-guard';

// Pure: a screen that imports only whenLeaveConfirmed through index.ts doesn't keep this module.
const ConfirmDialog = /* @__PURE__ */ lazy(() =>
  import('@/components/ui/alert-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

export const leavePromptCopy = {
  title: 'Discard unsaved changes?',
  text: 'You have changes that are not saved yet. If you leave this page now, they will be lost.',
  stay: 'Keep editing',
  leave: 'Leave without saving',
} as const;

/** The question a LeaveGuard asks before unsaved changes are lost (its dialog code loads when needed). */
export function LeavePrompt({ guard }: { guard: LeaveGuard }) {
  if (!guard.prompt.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        {...guard.prompt}
        title={leavePromptCopy.title}
        description={leavePromptCopy.text}
        cancelLabel={leavePromptCopy.stay}
        confirmLabel={leavePromptCopy.leave}
        destructive
      />
    </Suspense>
  );
}
