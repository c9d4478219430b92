import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from "@tabler/icons-react";
import { type FocusEvent, type KeyboardEvent, type TouchEvent, useEffect, useRef, useState } from "react";
import { HeroHeadline } from "./HeroHeadline";
import classes from "./HeroSlideshow.module.css";
import type { HeroSlide } from "./home-content";
import { swipeStep } from "./slideshow";
import { useSlideshow } from "./useSlideshow";

const CAROUSEL_LABEL = "Featured collections";

/** The home page hero: three slides of three pictures with their words; null while content loads. */
export function HeroSlideshow({ slides }: { slides: HeroSlide[] | null }) {
  if (!slides) {
    return <section className={classes.root} aria-label={CAROUSEL_LABEL} aria-busy="true" />;
  }
  return <Slides slides={slides} />;
}

function Slides({ slides }: { slides: HeroSlide[] }) {
  const show = useSlideshow(slides.length);
  const touchStartX = useRef<number | null>(null);
  // The later slides' middle pictures are fetched once the page has painted, not with it: they
  // would share a slow line with the first slide's, the page's largest paint.
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);

  const onFocus = () => show.setPaused("focus", true);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    // Focus moving between the carousel's own buttons keeps it paused.
    if (!event.currentTarget.contains(event.relatedTarget)) show.setPaused("focus", false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "ArrowLeft") show.previous();
    else if (event.key === "ArrowRight") show.next();
  };
  const onTouchStart = (event: TouchEvent<HTMLElement>) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLElement>) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined) return;
    const step = swipeStep(end - start);
    if (step) show.goTo(show.active + step);
  };

  return (
    <section
      className={classes.root}
      aria-roledescription="carousel"
      aria-label={CAROUSEL_LABEL}
      onMouseEnter={() => show.setPaused("hover", true)}
      onMouseLeave={() => show.setPaused("hover", false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      {/* Announce slide changes only when they come from the shopper, not from the timer. */}
      <div aria-live={show.isPaused ? "polite" : "off"}>
        {slides.map((slide, slideIndex) => {
          const isActive = slideIndex === show.active;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern's slide is a group; a fieldset is for forms.
            <div
              key={slide.id}
              className={classes.slide}
              data-active={isActive || undefined}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${slides.length}: ${slide.title}`}
              aria-hidden={!isActive}
              inert={!isActive}
            >
              {slide.images.map((image, imageIndex) => {
                const isMiddle = imageIndex === 1;
                const picture = (
                  <img
                    key={image.key}
                    className={classes.image}
                    data-slot={isMiddle ? "middle" : "side"}
                    src={image.src}
                    alt={image.alt}
                    width={1200}
                    height={800}
                    // Side pictures are hidden on phones; lazy ones are not fetched while hidden.
                    loading={isMiddle && (slideIndex === 0 || painted) ? "eager" : "lazy"}
                    fetchPriority={isMiddle && slideIndex === 0 ? "high" : "auto"}
                    decoding={isMiddle && slideIndex === 0 ? "sync" : "async"}
                  />
                );
                if (!isMiddle) return picture;
                return (
                  <div key={image.key} className={classes.middle}>
                    {picture}
                    <HeroHeadline words={slide.words} />
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>

      <button
        type="button"
        className={`${classes.control} ${classes.arrow} ${classes.previous}`}
        aria-label="Previous slide"
        onClick={show.previous}
      >
        <IconChevronLeft size={26} stroke={2.25} aria-hidden />
      </button>
      <button
        type="button"
        className={`${classes.control} ${classes.arrow} ${classes.next}`}
        aria-label="Next slide"
        onClick={show.next}
      >
        <IconChevronRight size={26} stroke={2.25} aria-hidden />
      </button>

      <div className={classes.controls}>
        <button
          type="button"
          className={`${classes.control} ${classes.rotation}`}
          aria-label={show.isStopped ? "Play slideshow" : "Pause slideshow"}
          onClick={show.toggleRotation}
        >
          {show.isStopped ? (
            <IconPlayerPlay size={16} aria-hidden />
          ) : (
            <IconPlayerPause size={16} aria-hidden />
          )}
        </button>
        <div className={classes.dots}>
          {slides.map((slide, slideIndex) => (
            <button
              key={slide.id}
              type="button"
              className={`${classes.control} ${classes.dot}`}
              aria-label={`Go to slide ${slideIndex + 1}`}
              aria-current={slideIndex === show.active ? "true" : undefined}
              onClick={() => show.goTo(slideIndex)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
