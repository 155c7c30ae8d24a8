import { Link } from 'react-router-dom';
import { Hash } from 'lucide-react';
import { ContactPrompt } from '@/components/site/ContactPrompt';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { blogListPath, type BlogListAddress } from '@/lib/list-paths';
import { WITHIN_LIST } from '@/lib/list-navigation';
import { cn } from '@/lib/utils';
import { blogCopy } from './copy';
import type { BlogTopics } from './taxonomy';

interface BlogSidebarProps {
  /** Categories and tags of every published post; undefined while they load (skeletons) or if they failed. */
  topics: BlogTopics | undefined;
  loading: boolean;
  /** The list shown: which filter, and its term's slug. */
  activeFilter: BlogListAddress['filter'];
  activeTerm: string | null;
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
        state={WITHIN_LIST}
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
export function BlogSidebar({ topics, loading, activeFilter, activeTerm }: BlogSidebarProps) {
  const categories = topics?.categories ?? [];
  const tags = topics?.tags ?? [];
  const noFilter = !activeFilter;
  return (
    <aside aria-label="Browse articles" className="space-y-10 lg:sticky lg:top-24 lg:self-start">
      {topics || loading ? (
        <>
          <nav aria-labelledby="blog-categories">
            <SidebarHeading id="blog-categories">{blogCopy.list.categoriesTitle}</SidebarHeading>
            {topics ? (
              <ul className="mt-4 space-y-1">
                <CategoryRow
                  to={paths.blog}
                  name={blogCopy.list.allArticles}
                  count={topics.total}
                  active={noFilter}
                />
                {categories.map((category) => (
                  <CategoryRow
                    key={category.slug}
                    to={blogListPath({ filter: 'category', term: category.slug, page: 1 })}
                    name={category.name}
                    count={category.count}
                    active={activeFilter === 'category' && activeTerm === category.slug}
                  />
                ))}
              </ul>
            ) : (
              <TermsSkeleton />
            )}
          </nav>

          <nav aria-labelledby="blog-tags">
            <SidebarHeading id="blog-tags">{blogCopy.list.tagsTitle}</SidebarHeading>
            {topics ? (
              <ul className="mt-4 flex flex-wrap gap-2">
                {tags.map((tag) => {
                  const active = activeFilter === 'tag' && activeTerm === tag.slug;
                  return (
                    <li key={tag.slug}>
                      <Link
                        to={blogListPath({ filter: 'tag', term: tag.slug, page: 1 })}
                        state={WITHIN_LIST}
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
