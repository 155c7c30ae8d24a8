import { Link } from 'react-router-dom';
import { X } from 'lucide-react';
import { PageHero } from '@/components/site/PageHero';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/lib/paths';
import { blogCopy } from './copy';

interface BlogListHeroProps {
  title: string;
  filtered: boolean;
}

/** The list page's heading band; a filtered view offers the way back to every article. */
export function BlogListHero({ title, filtered }: BlogListHeroProps) {
  return (
    <PageHero
      eyebrow={blogCopy.list.eyebrow}
      title={title}
      description={filtered ? blogCopy.list.filteredDescription : blogCopy.list.description}
    >
      {filtered ? (
        <Link to={paths.blog} className={buttonVariants({ variant: 'outline-inverse', size: 'sm' })}>
          <X aria-hidden="true" />
          {blogCopy.list.clearFilter}
        </Link>
      ) : null}
    </PageHero>
  );
}
