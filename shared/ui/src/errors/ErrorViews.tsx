import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../i18n/use-translation';

const Section = styled.section`
  max-width: 48rem;
  margin: 3rem auto;
  padding: 0 1rem;
  text-align: center;
  h1 {
    font-size: 2rem;
    margin-bottom: 0.5rem;
  }
`;

/** SPEC §2: '404 Not Found' and 'Leider wurde die angeforderte Seite nicht gefunden.' */
export function NotFoundView() {
  const { t } = useTranslation();
  return (
    <Section data-testid="not-found">
      <h1>{t('errors.notFoundTitle')}</h1>
      <p>{t('errors.notFoundText')}</p>
    </Section>
  );
}

/** SPEC §2/§8: the 500 view, also shown when a remote cannot load or throws. */
export function ServerErrorView({ action }: { action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Section data-testid="server-error">
      <h1>{t('errors.serverErrorTitle')}</h1>
      <p>{t('errors.serverErrorText')}</p>
      {action}
    </Section>
  );
}
