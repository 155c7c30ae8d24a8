import type { KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { heroSlides, type HeroArt, type HeroSlide } from '@/content/home';
import { useSiteName } from '@/lib/site-name';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { ArtImage } from './art/ArtImage';
import type { ArtFile } from './art/art-files';
import { useLazyCarousel } from './useLazyCarousel';

/**
 * The slides' backgrounds are static SVG files: the browser fetches slide 1's straight from the HTML
 * (preloaded, high priority; the dark slide colour shows until it arrives), the others at low priority, and
 * none of them weighs on the JavaScript.
 */
const artFileByKey: Record<HeroArt, ArtFile> = {
  'dal-lake': 'dal-lake.svg',
  software: 'software.svg',
  marketing: 'marketing.svg',
};

/** Buttons are a size smaller on phones so both fit on one line. */
const heroButtonClass = 'max-sm:h-11 max-sm:px-5 max-sm:text-sm';

const controlClass =
  'flex size-11 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/25 backdrop-blur-sm transition-colors hover:bg-white/20 focus-visible:outline-white';

/**
 * The home hero: a looping carousel of three slides (WAI-ARIA carousel pattern, no auto-rotation).
 * Our own selected index drives what is shown to assistive technology; the carousel engine (embla) is only
 * downloaded when the visitor shows interest and started on first use (useLazyCarousel). Until then the
 * track shows slide 1 exactly as prerendered; the other slides sit beside it, clipped by the viewport.
 */
export function HeroCarousel({ slides = heroSlides }: { slides?: readonly HeroSlide[] }) {
  const count = slides.length;
  const { viewportRef, selected, move, prefetch, viewportHandlers } = useLazyCarousel(count);
  const siteName = useSiteName();

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move({ kind: 'previous' });
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      move({ kind: 'next' });
    }
  };

  return (
    // Arrow keys reach the carousel from its focused buttons and links (they bubble); the section itself
    // takes no focus, as in the WAI-ARIA carousel pattern.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-label={`${siteName} highlights`}
      onKeyDown={onKeyDown}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      className="relative isolate overflow-hidden bg-ink-950 text-white"
    >
      {/* Pressing or touching the track starts the engine, so swipes work (a first swipe is read by the hook). */}
      <div ref={viewportRef} className="overflow-hidden" {...viewportHandlers}>
        <div className="flex touch-pan-y" aria-live="polite">
          {slides.map((slide, index) => (
            <Slide key={slide.id} slide={slide} index={index} count={count} active={index === selected} />
          ))}
        </div>
      </div>

      <div className="pointer-events-none absolute inset-x-0 bottom-0">
        <div className="container-page flex items-center justify-between gap-4 pb-7 sm:pb-9">
          <div className="pointer-events-auto flex items-center gap-1">
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => move({ kind: 'to', index })}
                className="group flex h-8 items-center px-1 focus-visible:outline-white"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block h-1.5 rounded-full transition-all duration-300',
                    index === selected ? 'w-8 bg-chinar-400' : 'w-3 bg-white/40 group-hover:bg-white/70',
                  )}
                />
              </button>
            ))}
          </div>
          <div className="pointer-events-auto flex items-center gap-3">
            <p
              aria-hidden="true"
              className="mr-1 font-display text-sm font-semibold text-ink-200 tabular-nums"
            >
              <span className="text-white">{String(selected + 1).padStart(2, '0')}</span> /{' '}
              {String(count).padStart(2, '0')}
            </p>
            <button
              type="button"
              aria-label="Previous slide"
              onClick={() => move({ kind: 'previous' })}
              className={controlClass}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              aria-label="Next slide"
              onClick={() => move({ kind: 'next' })}
              className={controlClass}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}

interface SlideProps {
  slide: HeroSlide;
  index: number;
  count: number;
  active: boolean;
}

function Slide({ slide, index, count, active }: SlideProps) {
  // Only the first slide's heading is the page's <h1>.
  const Heading = index === 0 ? 'h1' : 'h2';
  const tabIndex = active ? undefined : -1;
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      aria-hidden={active ? undefined : true}
      inert={!active}
      className="relative h-[600px] min-w-0 shrink-0 grow-0 basis-full"
    >
      {/* Slide 1's art is the page's LCP image; the others load right after, without competing with it. */}
      <ArtImage
        file={artFileByKey[slide.art]}
        lazy={false}
        priority={index === 0 ? 'high' : 'low'}
        className="absolute inset-0 h-full w-full"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-b from-ink-950/80 via-ink-950/55 to-ink-950/25 lg:bg-linear-to-r lg:from-ink-950/90 lg:via-ink-950/55 lg:to-ink-950/0"
      />
      <div className="relative container-page flex h-full flex-col justify-center pt-6 pb-24 sm:pt-10">
        <div className="max-w-2xl">
          <p className="flex items-center gap-3 text-[0.6875rem] font-semibold tracking-[0.14em] text-chinar-300 uppercase sm:text-sm sm:tracking-[0.16em]">
            <span aria-hidden="true" className="hidden h-px w-8 bg-chinar-400 sm:block" />
            {slide.eyebrow}
          </p>
          <Heading className="mt-4 text-[2.125rem] leading-[1.1] font-extrabold text-white sm:mt-5 sm:text-5xl sm:leading-[1.08] lg:text-6xl">
            {slide.title}
          </Heading>
          <p className="mt-4 max-w-xl text-base leading-7 text-ink-100 sm:mt-6 sm:text-lg sm:leading-8">
            {slide.description}
          </p>
          <div className="mt-7 flex flex-wrap gap-3 sm:mt-9">
            <Link
              to={slide.cta.to}
              tabIndex={tabIndex}
              className={cn(buttonVariants({ variant: 'primary', size: 'lg' }), heroButtonClass)}
            >
              {slide.cta.label}
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link
              to={paths.services}
              tabIndex={tabIndex}
              className={cn(buttonVariants({ variant: 'outline-inverse', size: 'lg' }), heroButtonClass)}
            >
              Our Services
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
