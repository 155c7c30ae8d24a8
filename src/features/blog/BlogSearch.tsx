import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { blogCopy } from './copy';

interface BlogSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** Filters as you type; Enter does nothing more (the results are already shown). */
export function BlogSearch({ value, onChange }: BlogSearchProps) {
  const id = useId();
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()} className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        {blogCopy.list.searchLabel}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-400"
      />
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={blogCopy.list.searchPlaceholder}
        autoComplete="off"
        className="pl-10"
      />
    </form>
  );
}
