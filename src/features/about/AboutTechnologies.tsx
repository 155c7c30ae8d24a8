import { TechnologiesSection } from '@/components/site/TechnologiesSection';
import { aboutTechnologiesSection } from '@/content/about';
import { aboutTechnologies } from '@/content/technologies';

/** The nine technologies of our everyday toolkit, with their logos. */
export function AboutTechnologies() {
  return (
    <TechnologiesSection
      headingId="about-technologies-heading"
      heading={aboutTechnologiesSection}
      technologies={aboutTechnologies}
      layout="beside"
    />
  );
}
