import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { buttonVariants } from '@/components/ui/button-variants';
import { adoptTypedText } from '@/lib/before-start';
import { cn } from '@/lib/utils';
import { blogCopy } from './copy';

interface BlogSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** The submit button's name for assistive technology (its face is the magnifier). */
const SUBMIT_LABEL = 'Search';

/**
 * Filters as you type. The form has a real submit button (HTML_CodeSniffer H32.2: a form needs one), the
 * magnifier, named "Search"; submitting by it or by Enter keeps the page and the query: the results are
 * already shown, so it only stops the browser's navigation.
 */
export function BlogSearch({ value, onChange }: BlogSearchProps) {
  const id = useId();
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()} className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        {blogCopy.list.searchLabel}
      </label>
      <Input
        id={id}
        type="search"
        ref={(field) => adoptTypedText(field, onChange)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={blogCopy.list.searchPlaceholder}
        autoComplete="off"
        className="pr-13"
      />
      <button
        type="submit"
        className={cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'absolute top-1/2 right-0.5 -translate-y-1/2 text-ink-600 focus-visible:outline-chinar-600',
        )}
      >
        <Search aria-hidden="true" />
        <span className="sr-only">{SUBMIT_LABEL}</span>
      </button>
    </form>
  );
}
