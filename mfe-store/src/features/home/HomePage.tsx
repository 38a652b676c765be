import { useState } from 'react';
import type { Branch } from '@theke/domain';
import { Button, DEFAULT_TIME_ZONE, Link, styled, useConfig, useTranslation } from '@theke/ui';
import { directionsUrl, phoneHref, weekHours } from './home-page';
import { HomeMap } from './HomeMap';

const Teasers = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  margin: 1.5rem 0;
  a {
    display: block;
    padding: 1.5rem;
    font-weight: 600;
    text-align: center;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.inverse};
    background: ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  margin: 2rem 0;
  table {
    border-collapse: collapse;
  }
  td {
    padding: 0.25rem 1rem 0.25rem 0;
  }
`;

/** SPEC §2 home page (home-page plugin, exactly one branch); the map only with the map plugin. */
export default function HomePage({ branch }: { branch: Branch }) {
  const { t } = useTranslation();
  const { data: config } = useConfig();
  const [showDelivery, setShowDelivery] = useState(false);
  const timeZone = config?.timeZone || DEFAULT_TIME_ZONE;
  const separateDelivery = branch.isDeliveryHoursEnabled && branch.deliveryHours.length > 0;
  const rules = showDelivery && separateDelivery ? branch.deliveryHours : branch.openingHours;
  return (
    <section data-testid="home-page">
      <Teasers>
        <Link to={`/store/${branch.identifier}`} data-testid="teaser-order">
          {t('store.orderOnline')}
        </Link>
        {branch.phone ? (
          <a href={phoneHref(branch.phone)} data-testid="teaser-phone">
            {t('store.callUs')}
          </a>
        ) : null}
        <a href={directionsUrl(branch)} target="_blank" rel="noopener noreferrer" data-testid="teaser-directions">
          {t('store.directions')}
        </a>
      </Teasers>
      <Columns>
        <div>
          <h2>{showDelivery ? t('store.deliveryHours') : t('store.openingHours')}</h2>
          {separateDelivery ? (
            <Button type="button" $variant="secondary" onClick={() => setShowDelivery(!showDelivery)} data-testid="hours-toggle">
              {showDelivery ? t('store.openingHours') : t('store.deliveryHours')}
            </Button>
          ) : null}
          <table>
            <tbody>
              {weekHours(rules, new Date(), timeZone).map((line) => (
                <tr key={line.day}>
                  <td>{line.day}</td>
                  <td>{line.hours ?? t('toolbar.closed')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <address>
          <h2>{t('store.contact')}</h2>
          <strong>{branch.name}</strong>
          <br />
          {branch.street}
          <br />
          {branch.zipCode} {branch.city}
          <br />
          {branch.phone ? <a href={phoneHref(branch.phone)}>{branch.phone}</a> : null}
          <br />
          {branch.email ? <a href={`mailto:${branch.email}`}>{branch.email}</a> : null}
        </address>
      </Columns>
      {/* SPEC §1/§2: the map is a plugin; without it the directions teaser remains. */}
      {config?.enablePluginMapbox === true ? <HomeMap branch={branch} /> : null}
    </section>
  );
}
