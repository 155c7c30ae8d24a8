import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input, Label } from '@/components/ui/input';
import { cn } from '@/lib/utils';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** A line under the box that says what the search looks through (aria-describedby). */
  description?: string;
  className?: string;
}

/** A list screen's search box: a visible label over a search input with its icon. */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  description,
  className,
}: SearchFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          placeholder={placeholder}
          aria-describedby={description ? descriptionId : undefined}
          className="pl-10"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {description ? (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
    </div>
  );
}
