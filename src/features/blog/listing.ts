import type { BlogPost } from '@/data/schemas/blog-post';
import { groupByTerm, listingPage, listingPages, type Listing } from '@/lib/listing';
import type { BlogListAddress } from '@/lib/list-paths';
import { termSlug } from '@/lib/slug';
import { BLOG_PAGE_SIZE } from './constants';

/** A post as lists show it: without its body, which would otherwise be embedded in every list page. */
export const listedPost = (post: BlogPost): BlogPost => ({ ...post, content: '' });

/** Whether a post is in the list an address shows (whatever the page). */
export function postBelongsTo(address: BlogListAddress): (post: BlogPost) => boolean {
  const { filter, term } = address;
  if (!filter || !term) return () => true;
  if (filter === 'category') return (post) => termSlug(post.category) === term;
  return (post) => post.tags.some((tag) => termSlug(tag) === term);
}

export interface BlogListingAt {
  address: BlogListAddress;
  listing: Listing<BlogPost>;
}

/**
 * Every page of every blog list: all posts, each category, each tag (the build prerenders each one). `posts`
 * are published, newest first; the pages hold them as lists show them.
 */
export function allBlogListings(posts: readonly BlogPost[]): BlogListingAt[] {
  const listed = posts.map(listedPost);
  const lists: Array<{
    filter: BlogListAddress['filter'];
    term: string | null;
    name: string | null;
    items: BlogPost[];
  }> = [
    { filter: null, term: null, name: null, items: listed },
    ...groupByTerm(listed, (post) => [post.category]).map((group) => ({
      filter: 'category' as const,
      term: group.slug,
      name: group.name,
      items: group.items,
    })),
    ...groupByTerm(listed, (post) => post.tags).map((group) => ({
      filter: 'tag' as const,
      term: group.slug,
      name: group.name,
      items: group.items,
    })),
  ];
  return lists.flatMap(({ filter, term, name, items }) =>
    listingPages(items, BLOG_PAGE_SIZE, name).map((listing) => ({
      address: { filter, term, page: listing.page },
      listing,
    })),
  );
}

/** The page an address shows, made from every published post (where there is no build). */
export function blogListingOf(posts: readonly BlogPost[], address: BlogListAddress): Listing<BlogPost> {
  const belongs = postBelongsTo(address);
  const items = posts.filter(belongs).map(listedPost);
  const name =
    address.filter === 'category'
      ? (items[0]?.category ?? null)
      : address.filter === 'tag'
        ? (items[0]?.tags.find((tag) => termSlug(tag) === address.term) ?? null)
        : null;
  return listingPage(items, address.page, BLOG_PAGE_SIZE, name);
}

/** What a list address not in the build shows: nothing yet (site/live's changes may add to it). */
export function emptyBlogListing(address: BlogListAddress): Listing<BlogPost> {
  return listingPage([], address.page, BLOG_PAGE_SIZE);
}
