import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** Embla is its own chunk, fetched on the first sign of interest (hover, focus) and started on the first use. */
const loadEmbla = () => import('embla-carousel');

/** How far (px) a pointer must travel sideways to count as a swipe before embla has taken over. */
const SWIPE_DISTANCE = 48;

export type CarouselMove = { kind: 'next' } | { kind: 'previous' } | { kind: 'to'; index: number };

function targetOf(move: CarouselMove, from: number, count: number): number {
  const raw = move.kind === 'next' ? from + 1 : move.kind === 'previous' ? from - 1 : move.index;
  return ((raw % count) + count) % count;
}

/**
 * A looping carousel whose engine (embla) loads on demand. Our own `selected` index is the source of truth for
 * labels, dots and what assistive technology sees; it changes at once on every move, and embla, once it has
 * started, moves the track and reports swipes back through its `select` event. Until then the track stays on
 * slide 1 exactly as prerendered, so the first render is the same on the server and in the browser.
 */
export function useLazyCarousel(count: number) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const selectedRef = useRef(0);
  const emblaRef = useRef<EmblaCarouselType | null>(null);
  const startingRef = useRef<Promise<EmblaCarouselType | null> | null>(null);
  const mountedRef = useRef(false);
  const swipeRef = useRef<{ id: number; x: number; y: number } | null>(null);
  const reducedMotion = usePrefersReducedMotion();

  const select = useCallback((index: number) => {
    selectedRef.current = index;
    setSelected(index);
  }, []);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      emblaRef.current?.destroy();
      emblaRef.current = null;
      startingRef.current = null;
    };
  }, []);

  /** Loads and starts embla once, on the slide showing now; resolves to null if unmounted or offline. */
  const start = useCallback((): Promise<EmblaCarouselType | null> => {
    if (startingRef.current) return startingRef.current;
    const startIndex = selectedRef.current;
    const starting = loadEmbla().then(
      ({ default: EmblaCarousel }) => {
        const viewport = viewportRef.current;
        if (!mountedRef.current || !viewport || startingRef.current !== starting) return null;
        const api = EmblaCarousel(viewport, { loop: true, duration: 30, startIndex });
        const syncFromEmbla = () => {
          // Without layout (jsdom, a hidden tab) embla may collapse its snaps; then our index stays authoritative.
          if (api.scrollSnapList().length !== count) return;
          select(api.selectedScrollSnap());
        };
        api.on('select', syncFromEmbla).on('reInit', syncFromEmbla);
        emblaRef.current = api;
        return api;
      },
      () => {
        // The chunk did not arrive (offline, a new deploy): the buttons keep working on our index; retry next time.
        if (startingRef.current === starting) startingRef.current = null;
        return null;
      },
    );
    startingRef.current = starting;
    return starting;
  }, [count, select]);

  /** Fetches embla without starting it, so the first click does not wait for the network. */
  const prefetch = useCallback(() => {
    loadEmbla().catch(() => undefined);
  }, []);

  const move = useCallback(
    (request: CarouselMove) => {
      const target = targetOf(request, selectedRef.current, count);
      const jump = reducedMotion.current;
      const api = emblaRef.current;
      if (!api) {
        // Start embla on the slide showing now, then catch up with every move asked for while it loaded.
        void start().then((started) => started?.scrollTo(selectedRef.current, reducedMotion.current));
        select(target);
        return;
      }
      select(target);
      if (request.kind === 'next') api.scrollNext(jump);
      else if (request.kind === 'previous') api.scrollPrev(jump);
      else api.scrollTo(target, jump);
    },
    [count, reducedMotion, select, start],
  );

  // Pointer handlers for the viewport: the first press starts embla, which only sees later gestures, so a swipe
  // that began before it was running is read here.
  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (emblaRef.current) return;
      swipeRef.current = event.isPrimary ? { id: event.pointerId, x: event.clientX, y: event.clientY } : null;
      void start();
    },
    [start],
  );

  const onPointerUp = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const swipe = swipeRef.current;
      swipeRef.current = null;
      if (!swipe || swipe.id !== event.pointerId) return;
      const dx = event.clientX - swipe.x;
      const dy = event.clientY - swipe.y;
      if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy)) return;
      move({ kind: dx < 0 ? 'next' : 'previous' });
    },
    [move],
  );

  const onPointerCancel = useCallback(() => {
    swipeRef.current = null;
  }, []);

  const onTouchStart = useCallback(() => {
    void start();
  }, [start]);

  return {
    viewportRef,
    selected,
    move,
    prefetch,
    viewportHandlers: { onPointerDown, onPointerUp, onPointerCancel, onTouchStart },
  };
}
