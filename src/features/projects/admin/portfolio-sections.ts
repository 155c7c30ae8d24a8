import { projectDetailPage } from '@/content/projects-page';
import type { PROJECT_RICH_TEXT_FIELDS } from '@/data/schemas/project';

type RichTextField = (typeof PROJECT_RICH_TEXT_FIELDS)[number];

/** The public case study's rich-text sections, titled as /projects/{id} titles them. */
export const PORTFOLIO_SECTIONS: ReadonlyArray<{ field: RichTextField; title: string }> = [
  { field: 'longDescription', title: projectDetailPage.sections.about },
  { field: 'challenges', title: projectDetailPage.sections.challenges },
  { field: 'solutions', title: projectDetailPage.sections.solutions },
  { field: 'results', title: projectDetailPage.sections.results },
];

/**
 * The public prose styles are drawn for the light site; in the admin the text follows the theme (dark mode).
 * Utilities win over the component layer's .prose-content rules.
 */
export const adminProseClasses =
  'text-sm leading-6 text-foreground [&_a]:text-primary [&_blockquote]:bg-muted [&_blockquote]:text-foreground [&_code]:bg-muted [&_h2]:text-lg [&_h2]:text-foreground [&_h3]:text-foreground [&_strong]:text-foreground [&>:first-child]:mt-0 [&>:last-child]:mb-0';
