/*
 * Its own module: the editor tells this error apart without downloading the writes (blog-post-writes.ts),
 * which load with the first save.
 */
/** A save asked for an address that another post already has. Nothing was written. */
export class SlugTakenError extends Error {
  readonly slug: string;

  constructor(slug: string) {
    super(`The address "${slug}" is already used by another post.`);
    this.name = 'SlugTakenError';
    this.slug = slug;
  }
}

export function isSlugTakenError(error: unknown): error is SlugTakenError {
  return error instanceof SlugTakenError;
}
