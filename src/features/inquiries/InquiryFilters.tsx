import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input, Label } from '@/components/ui/input';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';
import { STATUS_FILTERS } from './inbox';

/** The status tabs (inside the page's <Tabs>) and the search over name, e-mail and subject. */
export function InquiryFilters({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const searchId = useId();
  return (
    <div className="flex flex-col gap-4 border-b border-border p-4 lg:flex-row lg:items-end lg:justify-between">
      <TabsList aria-label="Filter by status" className="border-b-0!">
        {STATUS_FILTERS.map((status) => (
          <TabsTrigger key={status} value={status}>
            {status === 'all' ? 'All' : status}
          </TabsTrigger>
        ))}
      </TabsList>
      <div className="flex flex-col gap-1.5 lg:w-80">
        <Label htmlFor={searchId}>Search inquiries</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            placeholder="Name, email or subject"
            className="pl-10"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
          />
        </div>
      </div>
    </div>
  );
}
