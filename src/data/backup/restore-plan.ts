/**
 * What a restore writes, worked out before anything is written (`npm run restore` prints it as the dry
 * run). Pure: the script reads the database (scripts/lib/backup.mjs) and hands the state in.
 *
 * A restore adds and overwrites; it never deletes a document the backup does not hold, with two
 * exceptions that keep the database consistent: a slugs/{slug} record that names a restored post under
 * another slug is removed (the post's backed-up slug gets its record), and the trash record of a restored
 * post or project is removed (it is no longer deleted). Documents already equal to the backup's are not
 * written again.
 */
import { REVISIONS, trashId } from '../models/history';
import { readFormerSlugs } from '../models/blog-post';
import { TRASH } from '../repos/collections';
import {
  BACKUP_COLLECTIONS,
  BACKUP_VERSIONED,
  sameValue,
  SLUGS,
  type BackupCollection,
  type BackupFields,
  type BackupFile,
} from './format';

/** Firestore's limit of writes in one batch. */
export const MAX_BATCH_WRITES = 500;

/** A document by its collection path ('blog_posts', 'blog_posts/3/revisions') and id. */
export interface DocumentRef {
  path: string;
  id: string;
}

export function refKey({ path, id }: DocumentRef): string {
  return `${path}/${id}`;
}

/** A document of the backup, and the summary line it counts in. */
export interface BackupDocument extends DocumentRef {
  fields: BackupFields;
  group: string;
}

/** Every document the backup holds, collection by collection, then the revisions of posts and projects. */
export function backupDocuments(backup: BackupFile): BackupDocument[] {
  const all: BackupDocument[] = [];
  for (const name of BACKUP_COLLECTIONS) {
    if (name === 'blog_posts' || name === 'projects') {
      for (const [id, doc] of Object.entries(backup.collections[name])) {
        all.push({ path: name, id, fields: doc.data, group: name });
      }
    } else {
      for (const [id, fields] of Object.entries(backup.collections[name])) {
        all.push({ path: name, id, fields, group: name });
      }
    }
  }
  for (const name of BACKUP_VERSIONED) {
    for (const [id, doc] of Object.entries(backup.collections[name])) {
      for (const [revisionId, fields] of Object.entries(doc.revisions)) {
        all.push({ path: `${name}/${id}/${REVISIONS}`, id: revisionId, fields, group: `${name} revisions` });
      }
    }
  }
  return all;
}

/** The trash records a restore of these posts and projects would make stale. */
export function trashRefs(backup: BackupFile): DocumentRef[] {
  return BACKUP_VERSIONED.flatMap((name) =>
    Object.keys(backup.collections[name]).map((id) => ({ path: TRASH, id: trashId(name, id) })),
  );
}

/**
 * Each backed-up post's slug and former slugs, the addresses whose records stay the post's (posts without
 * a slug are left out).
 */
function backupSlugs(backup: BackupFile): Map<string, string> {
  const slugs = new Map<string, string>();
  for (const [id, post] of Object.entries(backup.collections.blog_posts)) {
    const slug = post.data.slug;
    if (typeof slug !== 'string' || slug === '') continue;
    for (const address of [slug, ...readFormerSlugs(post.data.formerSlugs, slug)]) slugs.set(address, id);
  }
  return slugs;
}

/**
 * Posts outside the backup that slug records name for slugs the backup's posts take: the script reads
 * their current slug to tell a stale record (overwritten) from a post that still has it (a conflict).
 */
export function postsToCheckForSlugs(backup: BackupFile, slugRecords: ReadonlyMap<string, string>): string[] {
  const ids = new Set<string>();
  for (const slug of backupSlugs(backup).keys()) {
    const owner = slugRecords.get(slug);
    if (owner !== undefined && !(owner in backup.collections.blog_posts)) ids.add(owner);
  }
  return [...ids];
}

/** What the database holds now, as far as the restore needs to know. */
export interface DatabaseState {
  /** The current fields of the backup's documents that exist, by refKey (encoded like the file). */
  existing: ReadonlyMap<string, BackupFields>;
  /** Every slugs/{slug} record: slug -> postId. */
  slugRecords: ReadonlyMap<string, string>;
  /** For postsToCheckForSlugs' posts: the slug each has now ('' for none), absent when it does not exist. */
  otherPostSlugs: ReadonlyMap<string, string>;
  /** The trash records (trashRefs) that exist, by id. */
  trash: ReadonlySet<string>;
  /** How many documents each collection holds now, when counted. */
  totals?: Partial<Record<BackupCollection, number>>;
}

export type PlannedWrite =
  | { type: 'set'; path: string; id: string; fields: BackupFields }
  | { type: 'delete'; path: string; id: string };

export interface GroupSummary {
  /** 'blog_posts', 'blog_posts revisions', … */
  name: string;
  inBackup: number;
  created: number;
  /** Ids of documents that exist with other content and will be replaced. */
  overwritten: string[];
  unchanged: number;
  /** Documents of the collection that the backup does not hold (left as they are); null when not counted. */
  others: number | null;
}

export interface RestorePlan {
  writes: PlannedWrite[];
  groups: GroupSummary[];
  slugs: { written: string[]; unchanged: number; removed: string[] };
  trash: { removed: string[] };
  /** Reasons the restore cannot go ahead (nothing is written while there are any). */
  conflicts: string[];
}

function newGroup(name: string): GroupSummary {
  return { name, inBackup: 0, created: 0, overwritten: [], unchanged: 0, others: null };
}

function planDocuments(backup: BackupFile, state: DatabaseState): Pick<RestorePlan, 'writes' | 'groups'> {
  const groups = new Map<string, GroupSummary>(BACKUP_COLLECTIONS.map((name) => [name, newGroup(name)]));
  const writes: PlannedWrite[] = [];
  for (const doc of backupDocuments(backup)) {
    let group = groups.get(doc.group);
    if (!group) {
      group = newGroup(doc.group);
      groups.set(doc.group, group);
    }
    group.inBackup += 1;
    const current = state.existing.get(refKey(doc));
    if (current === undefined) group.created += 1;
    else if (sameValue(current, doc.fields)) {
      group.unchanged += 1;
      continue;
    } else group.overwritten.push(doc.path === doc.group ? doc.id : refKey(doc));
    writes.push({ type: 'set', path: doc.path, id: doc.id, fields: doc.fields });
  }
  for (const name of BACKUP_COLLECTIONS) {
    const group = groups.get(name)!;
    const total = state.totals?.[name];
    // The collection's documents now, less those the backup holds (which exist unless created).
    if (total !== undefined) group.others = Math.max(0, total - (group.inBackup - group.created));
  }
  return { writes, groups: [...groups.values()] };
}

function planSlugs(
  backup: BackupFile,
  state: DatabaseState,
): Pick<RestorePlan, 'slugs' | 'conflicts'> & { writes: PlannedWrite[] } {
  const wanted = backupSlugs(backup);
  const writes: PlannedWrite[] = [];
  const conflicts: string[] = [];
  const slugs = { written: [] as string[], unchanged: 0, removed: [] as string[] };
  for (const [slug, postId] of wanted) {
    const owner = state.slugRecords.get(slug);
    if (owner === postId) {
      slugs.unchanged += 1;
      continue;
    }
    if (
      owner !== undefined &&
      !(owner in backup.collections.blog_posts) &&
      state.otherPostSlugs.get(owner) === slug
    ) {
      conflicts.push(
        `blog_posts/${postId} has the slug "${slug}", which blog_posts/${owner} (not in the backup) has too: ` +
          'change or delete that post first, then restore again.',
      );
      continue;
    }
    slugs.written.push(slug);
    writes.push({ type: 'set', path: SLUGS, id: slug, fields: { postId } });
  }
  // Records that name a restored post under a slug it no longer has would keep that address taken.
  for (const [slug, owner] of state.slugRecords) {
    if (owner in backup.collections.blog_posts && !wanted.has(slug)) {
      slugs.removed.push(slug);
      writes.push({ type: 'delete', path: SLUGS, id: slug });
    }
  }
  return { writes, slugs, conflicts };
}

/** The writes that make the database hold the backup, and what they change. */
export function planRestore(backup: BackupFile, state: DatabaseState): RestorePlan {
  const documents = planDocuments(backup, state);
  const slugs = planSlugs(backup, state);
  const trash = trashRefs(backup)
    .filter((ref) => state.trash.has(ref.id))
    .map((ref) => ref.id);
  return {
    writes: [
      ...documents.writes,
      ...slugs.writes,
      ...trash.map((id): PlannedWrite => ({ type: 'delete', path: TRASH, id })),
    ],
    groups: documents.groups,
    slugs: slugs.slugs,
    trash: { removed: trash },
    conflicts: slugs.conflicts,
  };
}

/** The writes in batches Firestore accepts. */
export function inBatches<T>(writes: readonly T[], size: number = MAX_BATCH_WRITES): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < writes.length; start += size) batches.push(writes.slice(start, start + size));
  return batches;
}

function listed(ids: readonly string[], max = 8): string {
  const shown = ids.slice(0, max).join(', ');
  return ids.length > max ? `${shown}, … ${ids.length - max} more` : shown;
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The dry run's table: one line per collection, then slugs, trash and the total. */
export function describePlan(plan: RestorePlan): string[] {
  const width = Math.max(...plan.groups.map((group) => group.name.length), 'slugs'.length) + 2;
  const lines = plan.groups.map((group) => {
    const parts = [`${group.created} new`];
    if (group.overwritten.length > 0)
      parts.push(`${group.overwritten.length} overwritten (${listed(group.overwritten)})`);
    if (group.unchanged > 0) parts.push(`${group.unchanged} unchanged`);
    let line = `${group.name.padEnd(width)}${group.inBackup} in the backup: ${parts.join(', ')}`;
    if (group.others)
      line += `; ${plural(group.others, 'other document')} left as ${group.others === 1 ? 'it is' : 'they are'}`;
    return line;
  });
  const { written, unchanged, removed } = plan.slugs;
  const slugParts = [`${written.length} written`];
  if (unchanged > 0) slugParts.push(`${unchanged} unchanged`);
  if (removed.length > 0) slugParts.push(`${removed.length} removed (${listed(removed)})`);
  lines.push(`${'slugs'.padEnd(width)}rebuilt from the posts: ${slugParts.join(', ')}`);
  if (plan.trash.removed.length > 0) {
    lines.push(
      `${'trash'.padEnd(width)}${plural(plan.trash.removed.length, 'record')} removed (${listed(plan.trash.removed)}): restored, no longer deleted`,
    );
  }
  const batches = inBatches(plan.writes).length;
  lines.push(
    `${plural(plan.writes.length, 'write')} in ${plural(batches, 'batch', 'batches')} of at most ${MAX_BATCH_WRITES}.`,
  );
  return lines;
}
