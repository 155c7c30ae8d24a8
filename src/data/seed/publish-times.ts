/** Posts as stored since scheduling existed: each public from its creation (models/schedule.ts). */
export function publishedWhenCreated<Doc extends Record<string, unknown>>(
  posts: Readonly<Record<string, Doc>>,
): Record<string, Doc & { publishAt: unknown }> {
  return Object.fromEntries(
    Object.entries(posts).map(([id, post]) => [id, { ...post, publishAt: post.publishAt ?? post.createdAt }]),
  );
}
