/**
 * The History panel's download, one hop away from the editors: this chunk holds the panel's preload list
 * (some twenty file names), which the editor's own chunk would otherwise carry at startup.
 */
export function loadHistoryDialog() {
  return import('./HistoryDialog');
}
