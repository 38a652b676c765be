import { Button, giveConsent, Link, styled, useConsent, useTranslation, type SiteContentEntry } from '@theke/ui';
import { slides, text, valueOf } from './block-values';
import { LazySlider } from './LazySlider';
import { Html, Section } from './Section';

const HeroText = styled.div`
  margin-top: 1rem;
`;

/** SPEC §2 service hero: image slider, text, back link to /. */
export function ServiceHero({ block }: { block: SiteContentEntry }) {
  const { t } = useTranslation();
  const value = valueOf(block);
  return (
    <Section testId="service-hero">
      <LazySlider slides={slides(value)} />
      <HeroText>
        <Html html={text(value, 'text')} />
        <Link to="/">{t('website.backToHome')}</Link>
      </HeroText>
    </Section>
  );
}

const MapFrame = styled.div`
  aspect-ratio: 16 / 9;
  max-height: 28rem;
  width: 100%;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  iframe {
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const Placeholder = styled.div`
  display: flex;
  height: 100%;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  padding: 1rem;
  text-align: center;
`;

/** SPEC §2 map hero: the map iframe only after cookie consent, a consent button before it. */
export function MapHero({ block }: { block: SiteContentEntry }) {
  const { t } = useTranslation();
  const consent = useConsent();
  const value = valueOf(block);
  const src = text(value, 'iframe');
  const safe = /^https:\/\//i.test(src);
  return (
    <Section testId="map-hero">
      <MapFrame>
        {consent && safe ? (
          <iframe src={src} title={t('website.map.title')} loading="lazy" referrerPolicy="no-referrer" />
        ) : (
          <Placeholder data-testid="map-placeholder">
            <p>{t('website.map.consentText')}</p>
            <Button type="button" onClick={giveConsent}>
              {t('website.map.consentButton')}
            </Button>
          </Placeholder>
        )}
      </MapFrame>
      <HeroText>
        <Html html={text(value, 'text')} />
      </HeroText>
    </Section>
  );
}
