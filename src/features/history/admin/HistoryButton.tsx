import { LazyDialogButton } from '@/components/admin/LazyDialogButton';
import type { HistoryProps } from './types';

const LOAD_FAILED = ['The history could not be loaded.', 'Check your connection and try again.'] as const;

const loadHistoryDialog = () => import('./HistoryDialog').then((module) => module.HistoryDialog);

/** The editors' "History" button; the panel (versions, comparison, restore) downloads on the first click. */
export function HistoryButton(props: HistoryProps) {
  return (
    <LazyDialogButton label="History" load={loadHistoryDialog} loadFailed={LOAD_FAILED} dialogProps={props} />
  );
}
