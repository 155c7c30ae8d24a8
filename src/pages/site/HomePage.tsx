import { Seo } from '@/seo/Seo';
import { HeroCarousel } from '@/features/home/HeroCarousel';
import { LocationStrip } from '@/features/home/LocationStrip';
import { CoreServices } from '@/features/home/CoreServices';
import { ScalableSolutions } from '@/features/home/ScalableSolutions';
import { AboutBlock } from '@/features/home/AboutBlock';
import { MissionVisionValues } from '@/features/home/MissionVisionValues';
import { TechnologiesGrid } from '@/features/home/TechnologiesGrid';
import { LatestProjects } from '@/features/home/LatestProjects';
import { Testimonials } from '@/features/home/Testimonials';
import { StatsRow } from '@/features/home/StatsRow';
import { LocalBusiness } from '@/features/home/LocalBusiness';

export default function HomePage() {
  return (
    <>
      <Seo
        title="Web Design, Development & Digital Marketing in Srinagar, Kashmir"
        description="Chinar Digital is a Srinagar agency building fast websites, custom software, machine learning and digital marketing for businesses in Kashmir and across India. Talk to our team today."
        path="/"
        keywords={['website design Srinagar', 'app development Kashmir', 'digital agency Srinagar']}
      />
      <HeroCarousel />
      <LocationStrip />
      <CoreServices />
      <ScalableSolutions />
      <AboutBlock />
      <MissionVisionValues />
      <TechnologiesGrid />
      <LatestProjects />
      <Testimonials />
      <StatsRow />
      <LocalBusiness />
    </>
  );
}
