import { SearchField } from '@/components/admin/SearchField';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';
import { STATUS_FILTERS } from './inbox';

interface InquiryFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  /** False when the text holds no word that can be searched for (say "the", or only one letter). */
  searchable: boolean;
}

/**
 * The status tabs (inside the page's <Tabs>; each a Firestore query) and the search through every
 * inquiry, by whole words of the name, e-mail, subject and message (src/data/search-words.ts).
 */
export function InquiryFilters({ search, onSearch, searchable }: InquiryFiltersProps) {
  return (
    <div className="flex flex-col gap-4 border-b border-border p-4 lg:flex-row lg:items-start lg:justify-between">
      <TabsList aria-label="Filter by status" className="border-b-0! lg:mt-6">
        {STATUS_FILTERS.map((status) => (
          <TabsTrigger key={status} value={status}>
            {status === 'all' ? 'All' : status}
          </TabsTrigger>
        ))}
      </TabsList>
      <SearchField
        label="Search inquiries"
        placeholder="Name, email or a word of the message"
        description={
          searchable
            ? 'Whole words, in every inquiry: a name, an email address, words of the subject or message.'
            : 'Type a whole word of letters or digits: common words such as “the” are not searched for.'
        }
        className="lg:w-96"
        value={search}
        onChange={onSearch}
      />
    </div>
  );
}
