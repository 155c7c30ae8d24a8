import { RichText } from '@/components/ui/rich-text';
import type { Project } from '@/data/schemas/project';
import { projectDetailPage } from '@/content/projects-page';

type SectionKey = keyof typeof projectDetailPage.sections;

const fieldOf: Record<
  SectionKey,
  keyof Pick<Project, 'longDescription' | 'challenges' | 'solutions' | 'results'>
> = {
  about: 'longDescription',
  challenges: 'challenges',
  solutions: 'solutions',
  results: 'results',
};

const order: SectionKey[] = ['about', 'challenges', 'solutions', 'results'];

/** About the Project, Challenges, Solutions, Results: sanitized rich text, each only when it has content. */
export function ProjectSections({ project }: { project: Project }) {
  const sections = order
    .map((key) => ({ key, title: projectDetailPage.sections[key], html: project[fieldOf[key]] }))
    .filter((section) => section.html.trim() !== '');
  if (sections.length === 0) return null;
  return (
    <div className="space-y-12">
      {sections.map((section) => (
        <section key={section.key} aria-labelledby={`project-section-${section.key}`}>
          <h2
            id={`project-section-${section.key}`}
            className="text-2xl font-extrabold text-ink-950 sm:text-3xl"
          >
            {section.title}
          </h2>
          <RichText html={section.html} className="mt-2 [&>p:first-child]:mt-3" />
        </section>
      ))}
    </div>
  );
}
