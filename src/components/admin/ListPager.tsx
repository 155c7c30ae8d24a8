import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { PAGE_SIZES } from './use-list-params';
import type { PagerControls } from './use-paged-list';

interface ListPagerProps extends PagerControls {
  /** Names the navigation landmark, e.g. "Pages of posts". */
  label: string;
}

/**
 * "Showing 26–50"; for a search, whose pages hold what matched among the rows read, "Page 3: 2 found", and
 * when the page stopped at its read bound, how many it looked through and that Next looks further.
 */
function pagerStatus({
  firstRow,
  pageNumber,
  picked,
  lookedThrough,
  rowCount,
}: Pick<PagerControls, 'firstRow' | 'pageNumber' | 'picked' | 'lookedThrough' | 'rowCount'>): string | null {
  if (lookedThrough !== null) {
    return `Page ${pageNumber}: ${rowCount} found in the ${lookedThrough.toLocaleString('en-IN')} looked through; Next looks further`;
  }
  if (picked) return pageNumber > 1 || rowCount > 0 ? `Page ${pageNumber}: ${rowCount} found` : null;
  return rowCount > 0 ? `Showing ${firstRow}–${firstRow + rowCount - 1}` : null;
}

/**
 * Above a staff list's table: "Rows per page", "Showing 26–50", Previous and Next. Above, not below: a page's
 * row count is known only once it has loaded, so a pager under the rows would jump when they arrive.
 */
export function ListPager({
  label,
  pageSize,
  onPageSizeChange,
  firstRow,
  pageNumber,
  picked,
  lookedThrough,
  rowCount,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: ListPagerProps) {
  const sizeId = useId();
  return (
    <nav
      aria-label={label}
      className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-4 py-3"
    >
      <div className="flex items-center gap-2">
        <Label htmlFor={sizeId} className="font-normal whitespace-nowrap text-muted-foreground">
          Rows per page
        </Label>
        <Select
          id={sizeId}
          value={pageSize}
          containerClassName="w-24"
          className="h-9"
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </div>
      {/* Room for the longest status from the first paint, so its arrival never rewraps the bar. */}
      <p className="min-w-40 text-sm text-muted-foreground tabular-nums" aria-live="polite">
        {pagerStatus({ firstRow, pageNumber, picked, lookedThrough, rowCount })}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={!hasPrevious} onClick={onPrevious}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={!hasNext} onClick={onNext}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
