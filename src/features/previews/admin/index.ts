// The back office's preview-link pieces other features use. The panel and its button stay behind their own
// lazy imports (LazyDialogButton), so this entry does not pull them in.
export { useLastPreviewExpiry } from './queries';
