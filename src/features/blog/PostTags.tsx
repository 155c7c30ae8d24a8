import { Link } from 'react-router-dom';
import { Hash } from 'lucide-react';
import { blogTagPath } from '@/lib/list-paths';
import { blogCopy } from './copy';

export function PostTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <nav aria-labelledby="post-tags">
      <h2 id="post-tags" className="text-sm font-semibold tracking-wider text-ink-900 uppercase">
        {blogCopy.post.tagsTitle}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <Link
              to={blogTagPath(tag)}
              className="inline-flex items-center gap-1 rounded-full bg-ink-50 px-3 py-1.5 text-sm text-ink-800 ring-1 ring-ink-100 ring-inset transition-colors hover:bg-chinar-50 hover:text-chinar-800"
            >
              <Hash aria-hidden="true" className="size-3.5 opacity-70" />
              {tag}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
