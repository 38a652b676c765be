import type { SiteContentEntry } from '@theke/ui';
import { background, Html, Section, text, valueOf } from '../blocks';
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
