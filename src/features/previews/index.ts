// The previews feature's public entry: what a visitor to a shared link sees (src/pages/site/PreviewPage.tsx,
// its own lazy chunk). The back office's link dialog is in ./admin.
export { PreviewBanner } from './PreviewBanner';
export { PreviewLoadError, PreviewSkeleton } from './PreviewStates';
export { PreviewUnavailable } from './PreviewUnavailable';
export { previewCopy } from './copy';
export { usePreview } from './queries';
