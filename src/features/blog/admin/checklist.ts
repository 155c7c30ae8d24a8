import { formatSiteDateTime, fromSiteWallTime } from '@/lib/dates';

/**
 * The pre-publish checklist beside the editor, like SEO plugins have: advice, never a block on saving.
 */
const TITLE_LENGTH = { min: 30, max: 60 } as const;
const EXCERPT_LENGTH = { min: 70, max: 160 } as const;

export interface ChecklistInput {
  title: string;
  excerpt: string;
  image: string;
  content: string;
  /** The time a Published post is scheduled for, as typed in the site's time zone (absent: not scheduled). */
  scheduledFor?: string;
  /** When the draft's most recent preview link expired, if one has in the last 30 days and is not revoked. */
  previewExpiredAt?: Date | null;
}

export interface ChecklistItem {
  id: 'title' | 'excerpt' | 'image' | 'image-alt' | 'headings' | 'schedule' | 'preview-link';
  label: string;
  ok: boolean;
  /** One line: why it matters, or what is fine. */
  detail: string;
}

const characters = (count: number) => `${count} character${count === 1 ? '' : 's'}`;

function titleItem(title: string): ChecklistItem {
  const length = title.trim().length;
  const label = 'Title length';
  if (length === 0)
    return { id: 'title', label, ok: false, detail: 'Add a title: it is the headline in search results.' };
  if (length < TITLE_LENGTH.min)
    return {
      id: 'title',
      label,
      ok: false,
      detail: `${characters(length)}: a little short; ${TITLE_LENGTH.min}–${TITLE_LENGTH.max} fill a search result's headline.`,
    };
  if (length > TITLE_LENGTH.max)
    return {
      id: 'title',
      label,
      ok: false,
      detail: `${characters(length)}: search results cut titles after about ${TITLE_LENGTH.max}.`,
    };
  return { id: 'title', label, ok: true, detail: `${characters(length)}: fits search results well.` };
}

function excerptItem(excerpt: string): ChecklistItem {
  const length = excerpt.trim().length;
  const label = 'Excerpt as meta description';
  if (length === 0)
    return {
      id: 'excerpt',
      label,
      ok: false,
      detail: 'No excerpt: search engines will pick a snippet from the text instead.',
    };
  if (length < EXCERPT_LENGTH.min)
    return {
      id: 'excerpt',
      label,
      ok: false,
      detail: `${characters(length)}: short; ${EXCERPT_LENGTH.min}–${EXCERPT_LENGTH.max} make a useful search snippet.`,
    };
  if (length > EXCERPT_LENGTH.max)
    return {
      id: 'excerpt',
      label,
      ok: false,
      detail: `${characters(length)}: search results cut descriptions after about ${EXCERPT_LENGTH.max}.`,
    };
  return {
    id: 'excerpt',
    label,
    ok: true,
    detail: `${characters(length)}: a good length for search results.`,
  };
}

function imageItem(image: string): ChecklistItem {
  return image.trim()
    ? { id: 'image', label: 'Cover image', ok: true, detail: 'Set: shown on the post and when it is shared.' }
    : {
        id: 'image',
        label: 'Cover image',
        ok: false,
        detail: 'None yet: the placeholder will show on the post and in link previews.',
      };
}

/** The body parsed as an inert document (nothing loads or runs). */
function parseBody(content: string): Document {
  return new DOMParser().parseFromString(content, 'text/html');
}

function imageAltItem(body: Document): ChecklistItem {
  const images = [...body.querySelectorAll('img')];
  const missing = images.filter((image) => !image.getAttribute('alt')?.trim()).length;
  const label = 'Alt text on images';
  if (images.length === 0) return { id: 'image-alt', label, ok: true, detail: 'No images in the text.' };
  if (missing === 0)
    return {
      id: 'image-alt',
      label,
      ok: true,
      detail:
        images.length === 1
          ? 'The image has a description.'
          : `All ${images.length} images have a description.`,
    };
  return {
    id: 'image-alt',
    label,
    ok: false,
    detail: `${missing} of ${images.length} image${images.length === 1 ? '' : 's'} without alt text, which screen readers and search engines rely on.`,
  };
}

function headingsItem(body: Document): ChecklistItem {
  const count = body.querySelectorAll('h1').length;
  const label = 'One main heading';
  return count === 0
    ? { id: 'headings', label, ok: true, detail: 'The title is the page’s only H1; the text uses H2 and H3.' }
    : {
        id: 'headings',
        label,
        ok: false,
        detail: `The text has ${count === 1 ? 'an H1 heading' : `${count} H1 headings`}; the title is already the page’s H1, so use H2.`,
      };
}

/** A scheduled post's time: ahead, or passed (saving would be refused until it is moved or published now). */
function scheduleItem(typed: string, now: number): ChecklistItem {
  const at = fromSiteWallTime(typed);
  const label = 'Publish time';
  if (at && at.getTime() > now)
    return { id: 'schedule', label, ok: true, detail: `Scheduled for ${formatSiteDateTime(at)}.` };
  return {
    id: 'schedule',
    label,
    ok: false,
    detail: at
      ? `${formatSiteDateTime(at)} has passed: choose a time ahead, or publish now.`
      : 'No time set: enter the day and time to publish.',
  };
}

function previewLinkItem(expiredAt: Date): ChecklistItem {
  return {
    id: 'preview-link',
    label: 'Preview link',
    ok: false,
    detail: `A link you shared expired ${formatSiteDateTime(expiredAt)}: whoever opens it sees “no longer available”. Share a new one if they still need it.`,
  };
}

export function prePublishChecklist(input: ChecklistInput, now = Date.now()): ChecklistItem[] {
  const body = parseBody(input.content);
  return [
    ...(input.scheduledFor === undefined ? [] : [scheduleItem(input.scheduledFor, now)]),
    ...(input.previewExpiredAt ? [previewLinkItem(input.previewExpiredAt)] : []),
    titleItem(input.title),
    excerptItem(input.excerpt),
    imageItem(input.image),
    imageAltItem(body),
    headingsItem(body),
  ];
}
