import { SearchField } from '@/components/admin/SearchField';
import { Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { STATUS_FILTERS, type PostFilters as Filters, type StatusFilter } from './post-list';

interface PostFiltersProps {
  filters: Filters;
  categories: readonly string[];
  onChange: (changes: Partial<Filters>) => void;
}

/** Status and category (the page's query) and the title search over the page shown. */
export function PostFilters({ filters, categories, onChange }: PostFiltersProps) {
  return (
    <div className="grid gap-4 border-b border-border p-4 sm:grid-cols-[10rem_12rem_minmax(0,1fr)]">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="post-status-filter">Status</Label>
        <Select
          id="post-status-filter"
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as StatusFilter })}
        >
          {STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="post-category-filter">Category</Label>
        <Select
          id="post-category-filter"
          value={filters.category}
          onChange={(event) => onChange({ category: event.target.value })}
        >
          <option value="All">All</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </Select>
      </div>
      <SearchField
        label="Search this page"
        placeholder="Title of a post on this page"
        className="sm:max-w-sm"
        value={filters.search}
        onChange={(search) => onChange({ search })}
      />
    </div>
  );
}
