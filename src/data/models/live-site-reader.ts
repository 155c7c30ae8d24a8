import { readBlogPost } from './blog-post';
import { readProject } from './project';
import { readSiteSettings } from './site-settings';
import { readTimestamp, type RawDoc } from './read';
import { EMPTY_LIVE_SITE, LIVE_SITE, type LiveChange, type LiveSite } from './live-site';

/** site/live's reader (see ./live-site.ts): loaded with the read, not with the pages' startup code. */

const isMap = (value: unknown): value is RawDoc =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

function readChanges<T>(
  value: unknown,
  read: (raw: RawDoc, id: string) => T,
  fieldName: 'post' | 'project',
): LiveChange<T>[] {
  if (!isMap(value)) return [];
  const changes: LiveChange<T>[] = [];
  for (const [id, entry] of Object.entries(value)) {
    if (!isMap(entry)) continue;
    const changedAt = readTimestamp(entry.changedAt);
    if (!changedAt) continue;
    const stored = entry[fieldName];
    changes.push({ id, changedAt, item: isMap(stored) ? read(stored, id) : null });
  }
  return changes.sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime());
}

/** site/live, or the version `source` names, as stored (null: not written yet). */
export function readLiveSite(raw: RawDoc | null, source: string = LIVE_SITE.id): LiveSite {
  if (!raw) return EMPTY_LIVE_SITE;
  return {
    settings: isMap(raw.settings) ? readSiteSettings(raw.settings) : null,
    posts: readChanges(raw.posts, readBlogPost, 'post'),
    projects: readChanges(raw.projects, readProject, 'project'),
    changedAt: readTimestamp(raw.changedAt),
    source,
    sampling: isMap(raw.sampling) ? raw.sampling : {},
  };
}
