import { SearchField } from '@/components/admin/SearchField';
import { projectMessages } from './messages';

interface ProjectSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** False when the text holds no word that can be searched for (say "the", or one letter). */
  searchable: boolean;
}

/** The search through every project, by whole words of the title and the client (src/data/search-words.ts). */
export function ProjectSearchField({ value, onChange, searchable }: ProjectSearchFieldProps) {
  return (
    <SearchField
      label={projectMessages.searchLabel}
      placeholder={projectMessages.searchPlaceholder}
      description={searchable ? projectMessages.searchHelp : projectMessages.searchUnsearchable}
      className="border-b border-border p-4 sm:max-w-md"
      value={value}
      onChange={onChange}
    />
  );
}
