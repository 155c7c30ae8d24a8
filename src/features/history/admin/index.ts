// The history back office's public entry (revisions and recently deleted content).
export { HistoryButton } from './HistoryButton';
