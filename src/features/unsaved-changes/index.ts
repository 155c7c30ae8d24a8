// The unsaved-changes feature's public entry: other features and layouts import from here.
export { useLeaveGuard, whenLeaveConfirmed } from './use-leave-guard';
export { LeavePrompt, leavePromptCopy } from './LeavePrompt';
