import { lazy, Suspense } from 'react';
import { Seo } from '@/seo/Seo';
import { HeroCarousel } from '@/features/home/HeroCarousel';
import { LocationStrip } from '@/features/home/LocationStrip';
import { HydrationPart } from '@/layouts/HydrationPart';

/** Below the fold: its own chunk, not preloaded (the prerendered HTML already shows it). */
const HomeBelowFold = lazy(() => import('@/features/home/HomeBelowFold'));

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
      {/* On a client-side visit the rest arrives a moment later; the placeholder keeps the footer out of view. */}
      <Suspense fallback={<div className="min-h-screen" />}>
        <HydrationPart>
          <HomeBelowFold />
        </HydrationPart>
      </Suspense>
    </>
  );
}
