import { SearchField } from '@/components/admin/SearchField';
import { Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { blogAdminCopy } from './copy';
import { STATUS_FILTERS, type PostFilters as Filters, type StatusFilter } from './post-list';

interface PostFiltersProps {
  filters: Filters;
  categories: readonly string[];
  onChange: (changes: Partial<Filters>) => void;
  /** False when the search text holds no word that can be searched for (say "the", or one letter). */
  searchable: boolean;
}

const copy = blogAdminCopy.list;

/** Status and category (the page's query) and the search through every post by words of the title. */
export function PostFilters({ filters, categories, onChange, searchable }: PostFiltersProps) {
  return (
    <div className="grid items-start gap-4 border-b border-border p-4 sm:grid-cols-[10rem_12rem_minmax(0,1fr)]">
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
        label={copy.searchLabel}
        placeholder={copy.searchPlaceholder}
        description={searchable ? copy.searchHelp : copy.searchUnsearchable}
        className="sm:max-w-sm"
        value={filters.search}
        onChange={(search) => onChange({ search })}
      />
    </div>
  );
}
