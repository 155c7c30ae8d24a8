// The history back office's public entry (revisions and recently deleted content), for other back-office
// features. The editors import HistoryButton directly: this entry would bring the queries along.
export { HistoryButton } from './HistoryButton';
export type { HistoryProps } from './types';
export { historyKeys } from './queries';
