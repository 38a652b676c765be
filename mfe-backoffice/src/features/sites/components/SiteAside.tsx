/** Beside the page form: the redirect offer after a path change, the live preview and the way to the versions. */
import { siteDescription } from '@theke/contracts';
import { useTranslation, type Site } from '@theke/ui';
import { useEntity } from '../../entities';
import type { FormValues } from '../../forms';
import { SITES_PATH } from '../site-screen';
import { RedirectOffer } from './RedirectOffer';
import { SitePreview } from './SitePreview';

export function SiteAside({ values, id }: { values: FormValues; id: number | null }) {
  const { t } = useTranslation();
  const stored = useEntity(siteDescription, id).data as Site | undefined;
  const draft = { ...values, id: id ?? 0 } as unknown as Site;
  return (
    <>
      {id !== null ? <RedirectOffer id={id} storedPath={stored?.path} /> : null}
      {id !== null ? (
        <p>
          <a href={`#${SITES_PATH}/${id}/versions`}>{t('siteVersions.open')}</a>
        </p>
      ) : null}
      <SitePreview site={draft} storedPath={stored?.path ?? null} />
    </>
  );
}
