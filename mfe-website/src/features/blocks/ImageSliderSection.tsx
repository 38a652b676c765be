import type { SiteContentEntry } from '@theke/ui';
import { background, slides, text, valueOf } from './block-values';
import { LazySlider } from './LazySlider';
import { Html, Section } from './Section';

/** SPEC §2 image slider section: title, introduction, slider. */
export function ImageSliderSection({ block }: { block: SiteContentEntry }) {
  const value = valueOf(block);
  return (
    <Section testId="image-slider-section" title={text(value, 'title')} background={background(value)}>
      <Html html={text(value, 'introduction')} />
      <LazySlider slides={slides(value)} label={text(value, 'title') || undefined} />
    </Section>
  );
}
