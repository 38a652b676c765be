/**
 * 'Schriftarten': the installed font families with each variant's German name and a sample set in
 * it, through the same embed CSS (GET /api/fonts/google/{family}/style-{variant}.embed.css) the
 * theme and any page use; a browser loads a variant's font file only when its sample is shown.
 */
import type { FontFamily } from '@theke/contracts';
import { Alert, Loader, styled, useTranslation } from '@theke/ui';
import { embedCssUrl, useFonts } from '../api/use-fonts';
import { parseVariantName, variantLabel } from '../template-layers';

const Family = styled.section`
  margin-bottom: 1.5rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.25rem;
  }
  dl {
    display: grid;
    grid-template-columns: 10rem 1fr;
    gap: 0.25rem 1rem;
    margin: 0.75rem 0 0;
  }
  dd {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const CATEGORIES = ['sans-serif', 'serif', 'display', 'handwriting', 'monospace'] as const;

function FontFamilyCard({ font }: { font: FontFamily }) {
  const { t } = useTranslation();
  const category = CATEGORIES.find((candidate) => candidate === font.category);
  return (
    <Family aria-labelledby={`font-${font.id}`} data-testid="font-family">
      <h2 id={`font-${font.id}`}>{font.family}</h2>
      {category ? <span>{t(`fonts.category.${category}`)}</span> : null}
      <dl aria-label={t('fonts.variants')}>
        {font.variants.map((variant) => {
          const { weight, style } = parseVariantName(variant);
          return (
            <div key={variant} style={{ display: 'contents' }}>
              <link rel="stylesheet" href={embedCssUrl(font, variant)} />
              <dt>{variantLabel(variant)}</dt>
              <dd style={{ fontFamily: `'${font.family}', sans-serif`, fontWeight: weight, fontStyle: style }}>{t('fonts.sample')}</dd>
            </div>
          );
        })}
      </dl>
    </Family>
  );
}

export function FontsScreen() {
  const { t } = useTranslation();
  const { data: fonts, isPending, isError } = useFonts();
  if (isPending) return <Loader />;
  if (isError) return <Alert variant="danger">{t('fonts.loadFailed')}</Alert>;
  return (
    <div data-testid="fonts">
      <p>{t('fonts.intro')}</p>
      {fonts.map((font) => (
        <FontFamilyCard key={font.id} font={font} />
      ))}
    </div>
  );
}
