import { ConfirmDialog } from '@/components/ui/alert-dialog';
import type { LeaveGuard } from './use-leave-guard';

export const leavePromptCopy = {
  title: 'Discard unsaved changes?',
  text: 'You have changes that are not saved yet. If you leave this page now, they will be lost.',
  stay: 'Keep editing',
  leave: 'Leave without saving',
} as const;

/** The question a LeaveGuard asks before unsaved changes are lost. */
export function LeavePrompt({ guard }: { guard: LeaveGuard }) {
  return (
    <ConfirmDialog
      {...guard.prompt}
      title={leavePromptCopy.title}
      description={leavePromptCopy.text}
      cancelLabel={leavePromptCopy.stay}
      confirmLabel={leavePromptCopy.leave}
      destructive
    />
  );
}
