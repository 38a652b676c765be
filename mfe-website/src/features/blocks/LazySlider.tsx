import { Suspense } from 'react';
import { lazyPart } from '@theke/ui';
import { Picture } from '../media';
import { Frame, loadSlider, SlideFigure } from '../slider';
import type { Slide } from './block-values';

const Slider = lazyPart('mfe_website/Slider', loadSlider);

/** The slider's code loads on demand; until then its first slide shows in the same frame (no layout shift). */
export function LazySlider({ slides, label }: { slides: readonly Slide[]; label?: string }) {
  const first = slides[0];
  if (!first) return null;
  const placeholder = (
    <Frame>
      <SlideFigure>
        <Picture image={first.image} eager />
        {first.text ? <figcaption>{first.text}</figcaption> : null}
      </SlideFigure>
    </Frame>
  );
  if (slides.length === 1) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Slider slides={slides} label={label} />
    </Suspense>
  );
}
