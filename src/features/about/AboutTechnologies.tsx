import { SectionHeading } from '@/components/site/SectionHeading';
import { aboutTechnologiesSection } from '@/content/about';
import { aboutTechnologies } from '@/content/technologies';
import { TechnologyTile } from '@/features/home/TechnologyTile';

/** The nine technologies of our everyday toolkit, with their logos. */
export function AboutTechnologies() {
  return (
    <section aria-labelledby="about-technologies-heading" className="section bg-ink-50/70">
      <div className="container-page grid gap-12 lg:grid-cols-12 lg:gap-16">
        <SectionHeading
          id="about-technologies-heading"
          align="left"
          className="lg:col-span-4 lg:self-center"
          eyebrow={aboutTechnologiesSection.eyebrow}
          title={aboutTechnologiesSection.title}
          description={aboutTechnologiesSection.description}
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:col-span-8 xl:grid-cols-3">
          {aboutTechnologies.map((technology) => (
            <li key={technology.name}>
              <TechnologyTile technology={technology} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
