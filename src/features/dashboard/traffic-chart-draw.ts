/*
 * The traffic chart's drawing, with uPlot (a canvas chart; this chunk is about 23 kB gzip, its stylesheet under
 * 1 kB): loaded by TrafficChart once the chart has room, so the dashboard's first chunk does without it.
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { dateMillis, type TrafficDay } from './traffic';

export const CHART_HEIGHT = 256;

/** A theme colour as the page has it now (the admin's dark mode swaps the semantic ones). */
function themeColour(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const countLabel = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export interface DrawnChart {
  resize(width: number): void;
  destroy(): void;
}

/**
 * Draws the days' visits (a solid line in the primary colour) and post views (a dashed teal line) into
 * `element`, `width` pixels wide, in the theme's colours as they are now.
 */
export function drawTrafficChart(
  element: HTMLElement,
  days: readonly TrafficDay[],
  width: number,
): DrawnChart {
  const foreground = themeColour(element, '--muted-foreground', '#4b5173');
  const grid = themeColour(element, '--border', '#e6e8f4');
  const visits = themeColour(element, '--primary', '#b4330a');
  const postViews = themeColour(element, '--color-dal-500', '#14a896');
  const font = `12px ${getComputedStyle(element).fontFamily || 'sans-serif'}`;
  const axis: uPlot.Axis = {
    stroke: foreground,
    font,
    grid: { stroke: grid, width: 1 },
    ticks: { stroke: grid, width: 1 },
  };
  const chart = new uPlot(
    {
      width,
      height: CHART_HEIGHT,
      legend: { show: false },
      // Splits at UTC midnights: the x values are the site days' UTC midnights.
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
      cursor: { drag: { x: false, y: false } },
      scales: {
        x: { time: true },
        // From zero, with room above the busiest day (and a scale of a few even with no traffic).
        y: { range: (_chart, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
      },
      axes: [
        {
          ...axis,
          space: 56,
          // Site days ('22 Nov').
          values: (_chart, splits) => splits.map((seconds) => dayLabel.format(seconds * 1000)),
        },
        {
          ...axis,
          size: 48,
          // Whole counts only.
          incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000],
          values: (_chart, splits) =>
            splits.map((value) => (Number.isInteger(value) ? countLabel.format(value) : '')),
        },
      ],
      series: [
        {},
        { label: 'Visits', stroke: visits, width: 2, points: { show: true, size: 4, fill: visits } },
        {
          label: 'Post views',
          stroke: postViews,
          width: 2,
          dash: [6, 4],
          points: { show: true, size: 4, fill: postViews },
        },
      ],
    },
    [
      days.map((day) => dateMillis(day.date) / 1000),
      days.map((day) => day.visits),
      days.map((day) => day.postViews),
    ],
    element,
  );
  return {
    resize: (next) => chart.setSize({ width: next, height: CHART_HEIGHT }),
    destroy: () => chart.destroy(),
  };
}
