import type { SiteContentEntry } from '@theke/ui';
import { background, text, valueOf } from '../blocks/block-values';
import { Html, Section } from '../blocks/Section';
import { ContactForm } from './ContactForm';

/** SPEC §2 form section: title, text and the contact form. */
export default function FormSection({ block }: { block: SiteContentEntry }) {
  const value = valueOf(block);
  return (
    <Section testId="form-section" title={text(value, 'title')} background={background(value)}>
      <Html html={text(value, 'text')} />
      <ContactForm />
    </Section>
  );
}
