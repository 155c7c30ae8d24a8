import { projectDetailPage } from '@/content/projects-page';
import type { FieldMap, VersionedCollection } from '@/data/models/history';
import { formatSiteDateTime } from '@/lib/dates';

/**
 * The fields a revision keeps, labelled as the editors label them, in the order the comparison shows
 * them: the title first, then the other fields, the body (rich text) last.
 *   text: one line or a paragraph, compared word by word;   list: items added and removed;
 *   html: rich text, compared line by line as read.
 */
type FieldKind = 'text' | 'list' | 'html';

export interface VersionedField {
  key: string;
  label: string;
  kind: FieldKind;
}

const sections = projectDetailPage.sections;

const VERSIONED_FIELDS: Record<VersionedCollection, readonly VersionedField[]> = {
  blog_posts: [
    { key: 'title', label: 'Title', kind: 'text' },
    { key: 'slug', label: 'URL slug', kind: 'text' },
    { key: 'excerpt', label: 'Excerpt', kind: 'text' },
    { key: 'status', label: 'Status', kind: 'text' },
    { key: 'publishAt', label: 'Goes public', kind: 'text' },
    { key: 'category', label: 'Category', kind: 'text' },
    { key: 'tags', label: 'Tags', kind: 'list' },
    { key: 'image', label: 'Image URL', kind: 'text' },
    { key: 'author', label: 'Author', kind: 'text' },
    { key: 'date', label: 'Date', kind: 'text' },
    { key: 'content', label: 'Content', kind: 'html' },
  ],
  projects: [
    { key: 'title', label: 'Project Title', kind: 'text' },
    { key: 'client', label: 'Client', kind: 'text' },
    { key: 'category', label: 'Category', kind: 'text' },
    { key: 'status', label: 'Status', kind: 'text' },
    { key: 'date', label: 'Date', kind: 'text' },
    { key: 'image', label: 'Image URL', kind: 'text' },
    { key: 'liveSiteUrl', label: 'Live Site URL', kind: 'text' },
    { key: 'description', label: 'Description', kind: 'text' },
    { key: 'features', label: 'Features', kind: 'list' },
    { key: 'technologies', label: 'Technologies', kind: 'list' },
    { key: 'duration', label: 'Duration', kind: 'text' },
    { key: 'website', label: 'Website', kind: 'text' },
    { key: 'images', label: 'Gallery images', kind: 'list' },
    { key: 'longDescription', label: sections.about, kind: 'html' },
    { key: 'challenges', label: sections.challenges, kind: 'html' },
    { key: 'solutions', label: sections.solutions, kind: 'html' },
    { key: 'results', label: sections.results, kind: 'html' },
  ],
};

/** The known fields, then any other key either version holds (an older shape), labelled by its key. */
export function fieldsOf(
  collection: VersionedCollection,
  ...contents: ReadonlyArray<FieldMap | null | undefined>
): VersionedField[] {
  const known = VERSIONED_FIELDS[collection];
  const extra = new Set<string>();
  for (const content of contents) {
    for (const key of Object.keys(content ?? {})) {
      if (!known.some((field) => field.key === key)) extra.add(key);
    }
  }
  return [...known, ...[...extra].sort().map((key): VersionedField => ({ key, label: key, kind: 'text' }))];
}

/** A text field's value as shown: a missing or empty value is '' (other values as JSON). */
export function textValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // A time (when a post goes public), as staff enter it: in India time.
  if (value instanceof Date) return formatSiteDateTime(value);
  return JSON.stringify(value);
}

/** A list field's items (a missing list is empty). */
export function listValue(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(textValue);
  const text = textValue(value);
  return text === '' ? [] : [text];
}

/** Whether a field differs between two versions (missing and empty count as the same). */
export function fieldChanged(field: VersionedField, before: FieldMap, after: FieldMap): boolean {
  if (field.kind === 'list') {
    const left = listValue(before[field.key]);
    const right = listValue(after[field.key]);
    return left.length !== right.length || left.some((item, index) => item !== right[index]);
  }
  return textValue(before[field.key]) !== textValue(after[field.key]);
}

/** The fields that differ between two versions, in display order. */
export function changedFields(
  collection: VersionedCollection,
  before: FieldMap,
  after: FieldMap,
): VersionedField[] {
  return fieldsOf(collection, before, after).filter((field) => fieldChanged(field, before, after));
}

/** A label inside a sentence: "Project Title" reads "project title", "URL slug" stays. */
export function inSentence(label: string): string {
  return label
    .split(' ')
    .map((word) => (/^[A-Z][a-z]/.test(word) ? word.toLowerCase() : word))
    .join(' ');
}
