/** A section whose screens arrive with a later part of the back-office: it says so plainly. */
import { Alert, useTranslation } from '@theke/ui';
import type { Section } from './sections';

function Notice() {
  const { t } = useTranslation();
  return <Alert variant="info">{t('backofficeFrame.notYetAvailable')}</Alert>;
}

export function noticeSection(path: string, label: string): Section {
  return { path, label, forEmployees: false, render: (subPath) => (subPath === '' ? <Notice /> : null) };
}
