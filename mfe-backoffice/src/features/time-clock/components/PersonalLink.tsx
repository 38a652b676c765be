/**
 * The employee's personal clocking link as text and QR code, with 'Link erneuern': a new token
 * (the gateway's `POST /api/users/me/access-token`), after which the old link stops working.
 */
import { useState } from 'react';
import { Alert, Button, styled, useTranslation } from '@theke/ui';
import { QrCode } from '../../qr-codes';
import { timeClockPageUrl, type AccessToken } from '../time-clock-link';

const Box = styled.section`
  display: grid;
  grid-template-columns: 10rem minmax(0, 1fr);
  gap: 1rem 1.25rem;
  align-items: start;
  margin-top: 1.5rem;
  padding: 1rem 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
  svg {
    width: 10rem;
    height: 10rem;
  }
  a {
    word-break: break-all;
  }
  p {
    margin: 0 0 0.75rem;
  }
`;

export default function PersonalLink({
  token,
  renewing,
  renewFailed,
  onRenew,
}: {
  token: AccessToken;
  renewing: boolean;
  renewFailed: string | null;
  onRenew: () => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const url = timeClockPageUrl(window.location.origin, token.path);
  return (
    <Box aria-labelledby="time-clock-link" data-testid="time-clock-link">
      <QrCode text={url} label={t('timeClock.link.title')} />
      <div>
        <h2 id="time-clock-link">{t('timeClock.link.title')}</h2>
        <p>{t('timeClock.link.hint')}</p>
        <p>
          <a href={url} data-testid="time-clock-link-url">
            {url}
          </a>
        </p>
        <Button
          $variant="secondary"
          onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true), () => setCopied(false))}
        >
          {copied ? t('timeClock.link.copied') : t('timeClock.link.copy')}
        </Button>{' '}
        <Button
          $variant="secondary"
          disabled={renewing}
          onClick={() => {
            if (!window.confirm(t('timeClock.link.confirmRenew'))) return;
            setCopied(false);
            onRenew();
          }}
        >
          {t('timeClock.link.renew')}
        </Button>
        {renewFailed ? <Alert variant="danger">{renewFailed}</Alert> : null}
      </div>
    </Box>
  );
}
