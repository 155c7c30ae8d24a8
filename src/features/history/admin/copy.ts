import type { RevisionKind, VersionedCollection } from '@/data/models/history';

/** What a post or a project is called in sentences. */
export const ITEM_NOUN: Record<VersionedCollection, string> = { blog_posts: 'post', projects: 'project' };
export const ITEM_TYPE_LABEL: Record<VersionedCollection, string> = {
  blog_posts: 'Post',
  projects: 'Project',
};

/** The revisions list's badge for each kind of version. */
export const KIND_LABELS: Record<RevisionKind, string> = {
  create: 'Created',
  update: 'Edited',
  restore: 'Restored',
  delete: 'Deleted',
  baseline: 'Original',
};

/** The revisions panel, the comparison and restoring (issue 15). */
export const historyCopy = {
  title: 'History',
  description: (noun: string) =>
    `Every saved version of this ${noun}, newest first. Compare one with the current version, or restore it.`,
  readOnlyDescription: (noun: string) =>
    `Every saved version of this ${noun}, newest first. Compare one with the current version.`,
  loading: 'Loading history…',
  loadFailed: 'The history could not be loaded.',
  loadFailedToast: 'Error loading the history',
  retry: 'Retry',
  empty: (noun: string) => `No versions recorded yet: the history of this ${noun} starts with its next save.`,
  listLabel: 'Versions',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  current: 'Current version',
  compare: 'Compare',
  restore: 'Restore',
  baselineAuthor: 'Before history was kept',
  unknownAuthor: 'Unknown staff member',
  by: (author: string) => `by ${author}`,
  compareTitle: 'Compare with the current version',
  compareDescription: (date: string, author: string) =>
    `The version of ${date} (${author}) against the current version.`,
  legend: 'Marked “−”: only in this version. Marked “+”: only in the current version.',
  thisVersion: 'This version',
  currentVersion: 'Current version',
  identical: 'This version is the same as the current one.',
  unchanged: 'Unchanged',
  emptyValue: '(empty)',
  noItems: '(none)',
  removedItems: 'Only in this version',
  addedItems: 'Only in the current version',
  formattingOnly: 'Only the formatting changed: the text reads the same.',
  unchangedLines: (count: number) => `${count} unchanged ${count === 1 ? 'line' : 'lines'}`,
  removedLine: 'Removed line: ',
  addedLine: 'Added line: ',
  removedText: 'removed: ',
  addedText: 'added: ',
  restoreThis: 'Restore this version',
  close: 'Close',
  confirmTitle: 'Restore this version?',
  confirmText: (noun: string, date: string) =>
    `The ${noun} goes back to the version of ${date}. The current version stays in the history, so this can be undone. Changes not saved in the form are lost.`,
  restored: 'Version restored',
  restoredText: (noun: string, date: string) => `The ${noun} is back to the version of ${date}.`,
  restoreFailed: 'Could not restore the version',
  restoreGone: (noun: string) => `This version or the ${noun} no longer exists.`,
  restoreRetry: 'Check your connection and try again.',
} as const;

/** The History panel's "Old versions" section (admins): pruning what the retention policy lets go. */
export const pruneCopy = {
  heading: 'Old versions',
  policy: (days: number, newest: number) =>
    `History keeps every version of the last ${days} days, the newest ${newest} and the first. Removing older ones frees storage; the removal is recorded in Activity.`,
  button: 'Remove old versions',
  confirmTitle: 'Remove old versions?',
  confirmText: (noun: string, days: number, newest: number) =>
    `Versions of this ${noun} older than ${days} days are deleted for good, except its newest ${newest} and its first. This cannot be undone.`,
  confirm: 'Remove',
  removed: (count: number) => `Removed ${count} old ${count === 1 ? 'version' : 'versions'}.`,
  more: 'More old versions remain: remove again to continue.',
  nothing: (days: number, newest: number) =>
    `Nothing to remove: every version is from the last ${days} days, among the newest ${newest}, or the first.`,
  failed: 'Could not remove old versions',
  failedText: 'Check your connection and try again.',
} as const;

/** The one-line summaries of the revisions list. */
export const summaryCopy = {
  baseline: 'The version before history was kept',
  create: (noun: string) => `Created the ${noun}`,
  delete: (noun: string) => `Deleted the ${noun}`,
  changed: (fields: string) => `Changed ${fields}`,
  alsoChanged: (fields: string) => `changed ${fields}`,
  noChange: 'Saved without changes',
  edited: 'Edited',
  restoredFrom: (date: string) => `Restored the version of ${date}`,
  restoredEarlier: 'Restored an earlier version',
} as const;

/** The "Recently deleted" screen. */
export const trashCopy = {
  title: 'Recently deleted',
  description: 'Deleted posts and projects, newest first, each as it was when deleted.',
  adminHint: 'Restore brings one back under its old address, with its views and creation date.',
  readOnlyHint: 'Only admins can restore them.',
  tableLabel: 'Recently deleted posts and projects',
  pagerLabel: 'Pages of deleted items',
  columns: { title: 'Title', type: 'Type', deletedBy: 'Deleted by', deletedAt: 'Deleted' },
  actions: 'Actions',
  untitled: '(untitled)',
  unknown: 'Unknown staff member',
  empty: 'Nothing has been deleted recently.',
  loadFailed: 'The deleted items could not be loaded.',
  loadFailedToast: 'Error loading recently deleted items',
  loadFailedText: 'Check your connection and try again.',
  retry: 'Retry',
  restore: 'Restore',
  restoreLabel: (title: string) => `Restore ${title}`,
  confirmTitle: (noun: string) => `Restore this ${noun}?`,
  confirmText: (title: string) =>
    `“${title}” comes back as it was when deleted. If it was published, it shows on the public site again at once.`,
  restored: (noun: string) => `${noun === 'post' ? 'Post' : 'Project'} restored`,
  restoredTitle: (title: string) => `“${title}” is back.`,
  open: (noun: string) => `Open the ${noun}`,
  restoreFailed: 'Could not restore it',
  idTaken: (noun: string) => `Another ${noun} now uses its id, so it cannot come back under it.`,
  gone: 'It was restored already, or its record is gone. The list has been refreshed.',
  retryText: 'Check your connection and try again.',
} as const;
