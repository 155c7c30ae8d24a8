import { Seo } from '@/seo/Seo';
import { PageHero } from '@/components/site/PageHero';
import { CallToAction } from '@/components/site/CallToAction';
import { aboutCallToAction, aboutHero } from '@/content/about';
import { AboutIntro } from '@/features/about/AboutIntro';
import { MissionCards } from '@/features/about/MissionCards';
import { HowWeWork } from '@/features/about/HowWeWork';
import { AboutTechnologies } from '@/features/about/AboutTechnologies';
import { CustomerQuotes } from '@/features/about/CustomerQuotes';
import { Achievements } from '@/features/about/Achievements';

export default function AboutPage() {
  return (
    <>
      <Seo
        title="About Us: A Technology Studio in Srinagar, Kashmir"
        description="Meet Chinar Digital, a Srinagar team of designers, engineers, marketers and data specialists. Our story, mission, how we work, our technologies and what clients say."
        path="/about"
        keywords={['about Chinar Digital', 'IT company Srinagar', 'software team Kashmir']}
      />
      <PageHero eyebrow={aboutHero.eyebrow} title={aboutHero.title} description={aboutHero.description} />
      <AboutIntro />
      <MissionCards />
      <HowWeWork />
      <AboutTechnologies />
      <CustomerQuotes />
      <Achievements />
      <CallToAction {...aboutCallToAction} />
    </>
  );
}
