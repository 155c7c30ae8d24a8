import { SearchField } from '@/components/admin/SearchField';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';
import { STATUS_FILTERS } from './inbox';

/**
 * The status tabs (inside the page's <Tabs>; each a Firestore query) and the search over name, e-mail and
 * subject, which looks through the page shown only: Firestore cannot match part of a text.
 */
export function InquiryFilters({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  return (
    <div className="flex flex-col gap-4 border-b border-border p-4 lg:flex-row lg:items-end lg:justify-between">
      <TabsList aria-label="Filter by status" className="border-b-0!">
        {STATUS_FILTERS.map((status) => (
          <TabsTrigger key={status} value={status}>
            {status === 'all' ? 'All' : status}
          </TabsTrigger>
        ))}
      </TabsList>
      <SearchField
        label="Search this page"
        placeholder="Name, email or subject"
        className="lg:w-80"
        value={search}
        onChange={onSearch}
      />
    </div>
  );
}
