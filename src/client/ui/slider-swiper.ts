/**
 * Swiper and its settings for ui/slider.tsx; the one owner of swiper (docs/design.md#boundaries): a chunk
 * that loads when a person first reaches for a slider, so no first screen carries either. Swiper's
 * stylesheet is in the app's (styles/app.css): the slider's markup wears Swiper's classes from the
 * first paint, before this chunk loads.
 */
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';

/** The slider's two kinds (its `variant` prop), each with Swiper settings of its own (optionsFor). */
export type SliderVariant = 'chips' | 'cards';

export type SwiperHandle = SwiperInstance;

// Destructured right at the import, so the bundler keeps only these modules of Swiper's index.
async function loadSwiper() {
  const { A11y, FreeMode, Keyboard, Mousewheel, Navigation } = await import('swiper/modules');
  const { Swiper } = await import('swiper');
  return { Swiper, modules: { A11y, FreeMode, Keyboard, Mousewheel, Navigation } };
}

type Loaded = Awaited<ReturnType<typeof loadSwiper>>;

function optionsFor(
  variant: SliderVariant,
  loaded: Loaded,
  prev: HTMLElement,
  next: HTMLElement,
): SwiperOptions {
  const { A11y, FreeMode, Keyboard, Mousewheel, Navigation } = loaded.modules;
  const navigation = { prevEl: prev, nextEl: next, disabledClass: 'slider__arrow--disabled' };
  if (variant === 'chips') {
    return {
      modules: [A11y, FreeMode, Mousewheel, Navigation],
      slidesPerView: 'auto',
      spaceBetween: 8,
      freeMode: { enabled: true, momentum: true },
      mousewheel: { forceToAxis: true },
      watchOverflow: true,
      watchSlidesProgress: true,
      navigation,
      // Chips stay a list of buttons: no per-slide labels that would be read before each chip.
      a11y: {
        slideRole: 'listitem',
        slideLabelMessage: '',
        prevSlideMessage: 'Назад',
        nextSlideMessage: 'Вперёд',
      },
    };
  }
  return {
    modules: [A11y, Keyboard, Navigation],
    slidesPerView: 1.1,
    spaceBetween: 12,
    breakpoints: {
      640: { slidesPerView: 2, spaceBetween: 16 },
      1100: { slidesPerView: 3, spaceBetween: 16 },
    },
    keyboard: { enabled: true, onlyInViewport: true },
    watchOverflow: true,
    watchSlidesProgress: true,
    navigation,
    a11y: {
      // The slides are the <li>s of the track's <ul>: Swiper's default role=group would leave the
      // list with no items (axe «list»), and screen readers would lose the count. Each slide's
      // name and «слайд» sit on the group inside its <li> (rendered before Swiper arrives), so
      // Swiper adds none of its own.
      slideRole: 'listitem',
      containerRoleDescriptionMessage: 'карусель',
      itemRoleDescriptionMessage: null,
      slideLabelMessage: '',
      prevSlideMessage: 'Предыдущий слайд',
      nextSlideMessage: 'Следующий слайд',
      firstSlideMessage: 'Это первый слайд',
      lastSlideMessage: 'Это последний слайд',
    },
  };
}

/** Swiper on the markup the slider already rendered, with its own arrows. */
export async function startSwiper(
  viewport: HTMLElement,
  variant: SliderVariant,
  prev: HTMLElement,
  next: HTMLElement,
): Promise<SwiperHandle> {
  const loaded = await loadSwiper();
  return new loaded.Swiper(viewport, optionsFor(variant, loaded, prev, next));
}
