import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { styled, useTranslation } from '@theke/ui';
import { Picture } from '../media';
import type { Slide } from '../blocks';
import { Frame, SlideFigure, Track } from './frame';
import { createAutoAdvance, jumpToSlide, nextSlide, previousSlide, swipeDirection } from './slider-state';

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 0.5rem;
  transform: translateY(-50%);
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: 50%;
  color: #fff;
  background: rgba(0, 0, 0, 0.55);
  font-size: 1.25rem;
  cursor: pointer;
`;

const Indicators = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0.5rem;
  display: flex;
  justify-content: center;
  gap: 0.25rem;
  button {
    width: 1.75rem;
    height: 1.75rem;
    padding: 0;
    border: 0;
    background: transparent;
    cursor: pointer;
  }
  button::before {
    content: '';
    display: block;
    width: 0.75rem;
    height: 0.75rem;
    margin: auto;
    border-radius: 50%;
    border: 2px solid #fff;
  }
  button[aria-current='true']::before {
    background: #fff;
  }
`;

/** SPEC §4 image slider: wrap-around, 5 s auto-advance restarting after manual moves, swipe, indicators. */
export default function Slider({ slides, label }: { slides: readonly Slide[]; label?: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const count = slides.length;
  const swipeStart = useRef<number | null>(null);
  const timer = useMemo(
    () =>
      createAutoAdvance(() => setIndex((current) => nextSlide(current, count)), {
        schedule: (run, ms) => window.setTimeout(run, ms),
        cancel: (handle) => window.clearTimeout(handle as number),
      }),
    [count],
  );
  useEffect(() => {
    if (count < 2) return undefined;
    timer.start();
    return () => timer.stop();
  }, [timer, count]);

  const move = useCallback(
    (to: (current: number) => number) => {
      setIndex(to);
      timer.restart();
    },
    [timer],
  );
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const direction = swipeDirection(event.clientX - swipeStart.current, window.innerWidth);
    swipeStart.current = null;
    if (direction === 'next') move((current) => nextSlide(current, count));
    if (direction === 'previous') move((current) => previousSlide(current, count));
  };

  return (
    <Frame
      role="region"
      aria-roledescription="carousel"
      aria-label={label ?? t('website.slider.label')}
      data-testid="slider"
      data-index={index}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
    >
      <Track $index={index}>
        {slides.map((slide, position) => (
          <SlideFigure
            key={position}
            aria-roledescription="slide"
            aria-hidden={position !== index}
            aria-label={t('website.slider.slideOf', { n: position + 1, m: count })}
          >
            <Picture image={slide.image} eager={position === 0} />
            {slide.text ? <figcaption>{slide.text}</figcaption> : null}
          </SlideFigure>
        ))}
      </Track>
      {count > 1 ? (
        <>
          <Arrow type="button" $side="left" aria-label={t('website.slider.previous')} onClick={() => move((c) => previousSlide(c, count))}>
            ‹
          </Arrow>
          <Arrow type="button" $side="right" aria-label={t('website.slider.next')} onClick={() => move((c) => nextSlide(c, count))}>
            ›
          </Arrow>
          <Indicators>
            {slides.map((_, position) => (
              <button
                key={position}
                type="button"
                aria-label={t('website.slider.goTo', { n: position + 1 })}
                aria-current={position === index}
                onClick={() => move(() => jumpToSlide(position, count))}
              />
            ))}
          </Indicators>
        </>
      ) : null}
    </Frame>
  );
}
