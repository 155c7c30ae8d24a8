import { useEffect, useRef, useState } from 'react';
import { blogAdminCopy } from './copy';
import { slugFromTitle } from './post-form';

interface PostSlugOptions {
  /** An existing post keeps its address unless changed by hand; a new one's follows the title. */
  editing: boolean;
  /** The slug field's current value. */
  slug: string;
  setSlug: (slug: string) => void;
}

/**
 * The post editor's slug field: it follows a new post's title until someone edits it (emptying it hands it
 * back to the title); a slug found to be another post's shows a message while the field still holds it,
 * and focus moves to the field.
 */
export function usePostSlug({ editing, slug, setSlug }: PostSlugOptions) {
  const [edited, setEdited] = useState(editing);
  const [takenSlug, setTakenSlug] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // A counter, not a flag: each report moves focus again, after the caller's re-render (e.g. the Edit tab).
  const [focusRequests, setFocusRequests] = useState(0);
  useEffect(() => {
    if (focusRequests > 0) inputRef.current?.focus();
  }, [focusRequests]);

  return {
    inputRef,
    /** Whether the field still follows the title. */
    followsTitle: !edited,
    /** The taken-slug message, while the field holds that slug. */
    takenMessage:
      takenSlug !== null && slug.trim() === takenSlug ? blogAdminCopy.editor.slugTaken : undefined,
    onTitleChange: (title: string) => {
      if (!edited) setSlug(slugFromTitle(title));
    },
    onSlugChange: (value: string) => {
      setSlug(value);
      setEdited(editing || value !== '');
    },
    /** Reports that `taken` is another post's address. */
    showTaken: (taken: string) => {
      setTakenSlug(taken);
      setFocusRequests((count) => count + 1);
    },
  };
}
