import { styled, useTranslation, type SiteContentEntry } from '@theke/ui';
import { Picture } from '../media';
import { background, group, image, list, text, valueOf, type Value } from './block-values';
import { Section } from './Section';

const People = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
`;

const Card = styled.div`
  display: flex;
  gap: 1rem;
  align-items: flex-start;
  img {
    width: 6rem;
    height: 6rem;
    object-fit: cover;
    border-radius: 50%;
    flex: none;
  }
  h3 {
    margin: 0 0 0.25rem;
  }
  p {
    margin: 0 0 0.25rem;
  }
`;

/** SPEC §3 contact person: image, first and last name, position, email, phone, days, time. */
export function ContactPerson({ person }: { person: Value }) {
  const { t } = useTranslation();
  const picture = image(person);
  const email = text(person, 'email');
  const phone = text(person, 'phone');
  const hours = [text(person, 'days'), text(person, 'time')].filter(Boolean).join(', ');
  return (
    <Card data-testid="contact-person">
      {picture ? <Picture image={picture} sizes="6rem" /> : null}
      <div>
        <h3>{[text(person, 'first_name'), text(person, 'last_name')].filter(Boolean).join(' ')}</h3>
        {text(person, 'position') ? <p>{text(person, 'position')}</p> : null}
        {email ? (
          <p>
            {t('footer.email')}: <a href={`mailto:${email}`}>{email}</a>
          </p>
        ) : null}
        {phone ? (
          <p>
            {t('footer.phone')}: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </p>
        ) : null}
        {hours ? <p>{hours}</p> : null}
      </div>
    </Card>
  );
}

/** SPEC §2 contact section: several people. */
export function ContactSection({ block }: { block: SiteContentEntry }) {
  const value = valueOf(block);
  return (
    <Section testId="contact-section" title={text(value, 'title')} background={background(value)}>
      <People>
        {list(value, 'people').map((person, index) => (
          <ContactPerson key={index} person={person} />
        ))}
      </People>
    </Section>
  );
}

/** SPEC §2 contact person section: a single person. */
export function ContactPersonSection({ block }: { block: SiteContentEntry }) {
  const value = valueOf(block);
  return (
    <Section testId="contact-person-section" title={text(value, 'title')} background={background(value)}>
      <ContactPerson person={group(value, 'person')} />
    </Section>
  );
}
