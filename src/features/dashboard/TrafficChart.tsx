import { useEffect, useRef } from 'react';
import type { DrawnChart } from './traffic-chart-draw';
import type { TrafficDay } from './traffic';

const loadDrawing = () => import('./traffic-chart-draw');

/**
 * The days' visits and post views as a line chart (uPlot, downloaded once the chart has room to draw in:
 * not with the dashboard's first chunk). One image to assistive technology, named by `summary`; the figures
 * themselves are in the table beside it. Drawn again in the new colours when the theme changes, and resized
 * with its box.
 */
export function TrafficChart({ days, summary }: { days: readonly TrafficDay[]; summary: string }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: DrawnChart | null = null;
    let stopped = false;
    // A drawing per theme: the colours are read when it is drawn.
    const draw = async () => {
      const width = element.clientWidth;
      // No room (not laid out: hidden, or no layout at all as in tests): nothing to draw, nothing downloaded.
      if (width === 0) return;
      const { drawTrafficChart } = await loadDrawing();
      if (stopped) return;
      chart?.destroy();
      chart = drawTrafficChart(element, days, width);
    };
    const drawn = () =>
      draw().catch((error: unknown) => {
        // The table holds the same figures: a chart that could not load (offline) is no error for the screen.
        console.warn('The traffic chart could not be drawn.', error);
      });
    void drawn();
    const resizes = new ResizeObserver(() => {
      const width = element.clientWidth;
      if (chart && width > 0) chart.resize(width);
      else if (!chart) void drawn();
    });
    resizes.observe(element);
    const themes = new MutationObserver(() => void drawn());
    themes.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => {
      stopped = true;
      resizes.disconnect();
      themes.disconnect();
      chart?.destroy();
    };
  }, [days]);

  return <div ref={box} role="img" aria-label={summary} className="h-64 w-full min-w-0 overflow-hidden" />;
}
