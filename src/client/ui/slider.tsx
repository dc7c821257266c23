/**
 * The screens' slider; swiper itself is imported only by its chunk, slider-swiper.ts
 * (docs/design.md#boundaries). That chunk is loaded by dynamic import when a person first
 * reaches for a slider (pointer over it, a touch, focus inside, the wheel), so no first screen
 * downloads it (docs/decisions/033-first-screen-weight.md): until then (or if it never arrives)
 * the same markup scrolls natively, and Swiper then takes over that very DOM (no re-mount, so
 * focus and chip state survive). Swiper only adds classes, styles and ARIA to elements React
 * rendered; the room for its arrows is reserved from the start, so nothing moves when it arrives.
 */
import { type JSX, type ReactNode, useEffect, useRef } from 'react';
// Types only: the module itself is the chunk loaded below, and it never imports this file.
import type { SliderVariant, SwiperHandle } from './slider-swiper';

interface SliderProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** Names the slider for screen readers («Типы вакансий», «Проекты компании»). */
  label: string;
  /** chips: a free-scrolling row of toggles; cards: one card at a time on phones, 2–3 on desktops. */
  variant?: SliderVariant;
  className?: string;
}

/** The first sign that someone is about to use a slider: then, and only then, Swiper loads. */
const INTENT_EVENTS = ['pointerenter', 'touchstart', 'focusin', 'wheel'] as const;

export function Slider<T>({
  items,
  itemKey,
  renderItem,
  label,
  variant = 'chips',
  className,
}: SliderProps<T>): JSX.Element {
  const rootRef = useRef<HTMLElement | null>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const swiperRef = useRef<SwiperHandle | null>(null);

  useEffect(() => {
    let cancelled = false;
    const root = rootRef.current?.parentElement;
    if (!root) return;
    const enhance = () => {
      for (const type of INTENT_EVENTS) root.removeEventListener(type, enhance);
      import('./slider-swiper').then(
        async ({ startSwiper }) => {
          const viewport = rootRef.current;
          if (cancelled || !viewport || !prevRef.current || !nextRef.current) return;
          const swiper = await startSwiper(viewport, variant, prevRef.current, nextRef.current);
          if (cancelled) {
            swiper.destroy(true, true);
            return;
          }
          swiperRef.current = swiper;
          viewport.classList.add('slider--enhanced');
        },
        (error: unknown) => {
          // The native scrolling row stays fully usable; nothing to tell the user.
          console.warn('[slider] swiper failed to load', error);
        },
      );
    };
    for (const type of INTENT_EVENTS) root.addEventListener(type, enhance, { passive: true });
    return () => {
      cancelled = true;
      for (const type of INTENT_EVENTS) root.removeEventListener(type, enhance);
      swiperRef.current?.destroy(true, true);
      swiperRef.current = null;
      rootRef.current?.classList.remove('slider--enhanced');
    };
  }, [variant]);

  // New or removed slides (a tag added, counts loaded): let Swiper measure again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `items` is the trigger, not an input.
  useEffect(() => {
    swiperRef.current?.update();
  }, [items]);

  const cards = variant === 'cards';
  const setRoot = (element: HTMLElement | null) => {
    rootRef.current = element;
  };
  const track = (
    <ul className="swiper-wrapper slider__track">
      {items.map((item, index) => (
        <li key={itemKey(item)} className="swiper-slide slider__slide">
          {cards ? (
            // A list item stays a list item (axe «list»); the slide is the group inside it.
            // biome-ignore lint/a11y/useSemanticElements: a slide is not a form's fieldset; WAI-ARIA's carousel pattern names a group.
            <div
              className="slider__card"
              role="group"
              aria-roledescription="слайд"
              aria-label={`${index + 1} из ${items.length}`}
            >
              {renderItem(item, index)}
            </div>
          ) : (
            renderItem(item, index)
          )}
        </li>
      ))}
    </ul>
  );
  return (
    <div className={['slider', `slider--${variant}`, className ?? ''].filter(Boolean).join(' ')}>
      {cards ? (
        <section
          ref={setRoot}
          className="swiper slider__viewport"
          aria-roledescription="карусель"
          aria-label={label}
        >
          {track}
        </section>
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: a fieldset would need a legend and a form; a labelled group of toggles is the pattern.
        <div ref={setRoot} className="swiper slider__viewport" role="group" aria-label={label}>
          {track}
        </div>
      )}
      <button
        ref={prevRef}
        type="button"
        className="slider__arrow slider__arrow--prev"
        aria-label={cards ? 'Предыдущий слайд' : 'Прокрутить назад'}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        ref={nextRef}
        type="button"
        className="slider__arrow slider__arrow--next"
        aria-label={cards ? 'Следующий слайд' : 'Прокрутить вперёд'}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
