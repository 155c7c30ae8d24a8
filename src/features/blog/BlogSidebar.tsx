import { Link } from 'react-router-dom';
import { Hash } from 'lucide-react';
import type { BlogPost } from '@/data/schemas/blog-post';
import { ContactPrompt } from '@/components/site/ContactPrompt';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { POPULAR_TAGS_LIMIT } from './constants';
import { blogCopy } from './copy';
import { categoriesWithCounts, popularTags } from './taxonomy';

interface BlogSidebarProps {
  /** Published posts; undefined while they load (skeletons) or when they failed (filters left out). */
  posts: readonly BlogPost[] | undefined;
  loading: boolean;
  activeCategory: string | null;
  activeTag: string | null;
}

function same(a: string | null, b: string): boolean {
  return a !== null && a.toLocaleLowerCase('en-IN') === b.toLocaleLowerCase('en-IN');
}

function SidebarHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-sm font-semibold tracking-wider text-ink-900 uppercase">
      {children}
    </h2>
  );
}

function CategoryRow({
  to,
  name,
  count,
  active,
}: {
  to: string;
  name: string;
  count: number;
  active: boolean;
}) {
  return (
    <li>
      <Link
        to={to}
        aria-current={active ? 'true' : undefined}
        className={cn(
          'flex items-center justify-between rounded-lg px-3 py-2 text-sm transition-colors',
          active ? 'bg-ink-950 text-white' : 'text-ink-800 hover:bg-ink-50',
        )}
      >
        {/* The name reads "Web Development, 2 articles" and starts with the visible text (WCAG 2.5.3). */}
        <span>
          {name}
          <span className="sr-only">,</span>
        </span>
        <span className={active ? 'text-ink-200' : 'text-muted-foreground'}>
          {count}
          <span className="sr-only"> {count === 1 ? 'article' : 'articles'}</span>
        </span>
      </Link>
    </li>
  );
}

function TermsSkeleton() {
  return (
    <div className="mt-4 space-y-3" aria-hidden="true">
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
    </div>
  );
}

/** Category and tag filters (links, so every filtered view has its own address) and a contact prompt. */
export function BlogSidebar({ posts, loading, activeCategory, activeTag }: BlogSidebarProps) {
  const categories = posts ? categoriesWithCounts(posts) : [];
  const tags = posts ? popularTags(posts, POPULAR_TAGS_LIMIT) : [];
  const noFilter = !activeCategory && !activeTag;
  return (
    <aside aria-label="Browse articles" className="space-y-10 lg:sticky lg:top-24 lg:self-start">
      {posts || loading ? (
        <>
          <nav aria-labelledby="blog-categories">
            <SidebarHeading id="blog-categories">{blogCopy.list.categoriesTitle}</SidebarHeading>
            {posts ? (
              <ul className="mt-4 space-y-1">
                <CategoryRow
                  to={paths.blog}
                  name={blogCopy.list.allArticles}
                  count={posts.length}
                  active={noFilter}
                />
                {categories.map((category) => (
                  <CategoryRow
                    key={category.name}
                    to={paths.blogByCategory(category.name)}
                    name={category.name}
                    count={category.count}
                    active={same(activeCategory, category.name)}
                  />
                ))}
              </ul>
            ) : (
              <TermsSkeleton />
            )}
          </nav>

          <nav aria-labelledby="blog-tags">
            <SidebarHeading id="blog-tags">{blogCopy.list.tagsTitle}</SidebarHeading>
            {posts ? (
              <ul className="mt-4 flex flex-wrap gap-2">
                {tags.map((tag) => {
                  const active = same(activeTag, tag.name);
                  return (
                    <li key={tag.name}>
                      <Link
                        to={paths.blogByTag(tag.name)}
                        aria-current={active ? 'true' : undefined}
                        className={cn(
                          'inline-flex items-center gap-1 rounded-full px-3 py-1.5 text-sm transition-colors',
                          active
                            ? 'bg-chinar-700 text-white'
                            : 'bg-ink-50 text-ink-800 ring-1 ring-ink-100 ring-inset hover:bg-chinar-50 hover:text-chinar-800',
                        )}
                      >
                        <Hash aria-hidden="true" className="size-3.5 opacity-70" />
                        {tag.name}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <TermsSkeleton />
            )}
          </nav>
        </>
      ) : null}

      <ContactPrompt
        title={blogCopy.list.helpTitle}
        text={blogCopy.list.helpText}
        action={blogCopy.list.helpAction}
      />
    </aside>
  );
}
