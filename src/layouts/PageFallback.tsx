/** Shown while a page's code loads (client navigation only; prerendered pages arrive complete). */
export function PageFallback() {
  return (
    <div className="container-page flex min-h-[60vh] items-center justify-center" role="status">
      <span className="size-8 animate-spin rounded-full border-2 border-ink-200 border-t-chinar-600" />
      <span className="sr-only">Loading page…</span>
    </div>
  );
}
