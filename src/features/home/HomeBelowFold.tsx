import { TechnologiesSection } from '@/components/site/TechnologiesSection';
import { technologiesSection } from '@/content/home';
import { homeTechnologies } from '@/content/technologies';
import { CoreServices } from './CoreServices';
import { ScalableSolutions } from './ScalableSolutions';
import { AboutBlock } from './AboutBlock';
import { MissionVisionValues } from './MissionVisionValues';
import { LatestProjects } from './LatestProjects';
import { Testimonials } from './Testimonials';
import { StatsRow } from './StatsRow';
import { LocalBusiness } from './LocalBusiness';

/**
 * Everything on the home page below the hero and the location strip. It is a lazy chunk that the page's
 * HTML does not preload: the prerendered markup shows it at once, and it hydrates when the chunk arrives.
 * The latest projects (TanStack Query and the data layer) live here, out of the first paint.
 */
export default function HomeBelowFold() {
  return (
    <>
      <CoreServices />
      <ScalableSolutions />
      <AboutBlock />
      <MissionVisionValues />
      <TechnologiesSection
        headingId="technologies-heading"
        heading={technologiesSection}
        technologies={homeTechnologies}
        layout="stacked"
      />
      <LatestProjects />
      <Testimonials />
      <StatsRow />
      <LocalBusiness />
    </>
  );
}
