import { useTranslation } from '@theke/ui';

/** SPEC §2 public order status at /status/{uid}/{hash} (timeline and polling come with the checkout feature). */
export default function StatusPage() {
  const { t } = useTranslation();
  return (
    <section data-testid="status-page">
      <h1>{t('titles.status')}</h1>
    </section>
  );
}
