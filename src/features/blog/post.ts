import type { BlogPost } from '@/data/schemas/blog-post';
import { formatCount } from '@/lib/format-count';

const WORDS_PER_MINUTE = 200;

/** Words in an HTML body (tags and entities dropped). */
export function countWords(html: string): number {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#\w]+;/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Reading time in whole minutes at 200 words a minute, at least 1. */
export function readingTimeMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / WORDS_PER_MINUTE));
}

/** The most recent published posts other than the one being read, newest first by date. */
export function recentOtherPosts<T extends Pick<BlogPost, 'id' | 'date'>>(
  posts: readonly T[],
  currentId: string,
  limit: number,
): T[] {
  return (
    posts
      .filter((post) => post.id !== currentId)
      .map((post, index) => ({ post, index }))
      // Newest date first; posts with the same date keep the list's order (newest created first).
      .sort((a, b) => (a.post.date === b.post.date ? a.index - b.index : a.post.date < b.post.date ? 1 : -1))
      .slice(0, limit)
      .map(({ post }) => post)
  );
}

export interface ShareLinks {
  facebook: string;
  twitter: string;
  linkedin: string;
}

/** Share dialogs of the three networks, for an absolute URL. */
export function shareLinks(url: string, title: string): ShareLinks {
  const encodedUrl = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
    twitter: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodeURIComponent(title)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
  };
}

/** 1 -> "1 view", 1234 -> "1,234 views". */
export function formatViews(views: number): string {
  return `${formatCount(views)} ${views === 1 ? 'view' : 'views'}`;
}
