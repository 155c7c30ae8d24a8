import { parseSearch, type SearchQuery } from '@/data/search-words';
import { ADMIN_SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/lib/use-debounced-value';
import { useListSearch } from './use-list-params';

/**
 * A staff list's search by words (src/data/search-words.ts), kept in the address as `name`: the text as
 * typed and its setter (a new search starts at page 1), the query once typing pauses (null: no word to
 * search for), and whether the text as typed holds a word that can be searched for.
 */
export function useWordSearch(name: string): {
  text: string;
  setText: (text: string) => void;
  query: SearchQuery | null;
  searchable: boolean;
} {
  const [text, setText] = useListSearch(name, { resetsPage: true });
  const query = parseSearch(useDebouncedValue(text, ADMIN_SEARCH_DEBOUNCE_MS));
  return { text, setText, query, searchable: !text.trim() || parseSearch(text) !== null };
}
