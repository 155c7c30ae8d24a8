import { SectionHeading } from '@/components/site/SectionHeading';
import { technologiesSection } from '@/content/home';
import { homeTechnologies } from '@/content/technologies';
import { TechnologyTile } from './TechnologyTile';

/** The eight technologies we build with most, with their logos. */
export function TechnologiesGrid() {
  return (
    <section aria-labelledby="technologies-heading" className="section">
      <div className="container-page">
        <SectionHeading
          id="technologies-heading"
          eyebrow={technologiesSection.eyebrow}
          title={technologiesSection.title}
          description={technologiesSection.description}
        />
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-5">
          {homeTechnologies.map((technology) => (
            <li key={technology.name}>
              <TechnologyTile technology={technology} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
