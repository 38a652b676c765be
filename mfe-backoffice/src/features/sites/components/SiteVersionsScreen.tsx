/**
 * A page's versions (issue 20, as Payload's versions view): the current state and every earlier
 * one, newest first; 'Vergleichen' lists readably what changed since that version, and
 * 'Wiederherstellen' makes it the current state again (the replaced state stays a version).
 */
import { useState } from 'react';
import { dataFields, siteDescription, type Field } from '@theke/contracts';
import { Alert, Button, formatDateTime, isApiError, Loader, styled, translate, useTranslation, type Site } from '@theke/ui';
import { useEntity } from '../../entities';
import { navigateTo } from '../../frame';
import { Row } from '../../forms';
import { useBlockTypes } from '../api/use-block-types';
import { fetchSiteVersion, useRestoreSiteVersion, useSiteVersions } from '../api/use-site-versions';
import { siteChanges, type LabelledField, type SiteChange } from '../site-changes';
import { SITES_PATH } from '../site-screen';

const Versions = styled.ol`
  padding-left: 1.25rem;
  li {
    margin-bottom: 0.75rem;
  }
`;

const labelled = (fields: readonly Field[]): LabelledField[] =>
  dataFields(fields)
    .filter((field) => field.kind !== 'group' && field.kind !== 'collection')
    .map((field) => ({ name: field.name, label: field.label, options: 'options' in field ? field.options : undefined }));

const PAGE_FIELDS = labelled(siteDescription.fields);
const contentField = siteDescription.fields.find((field) => field.name === 'content');
const CONTENT_FIELDS = labelled(contentField?.kind === 'group' ? contentField.fields : []);

function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return translate('siteVersions.empty');
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  return String(value);
}

function changeText(change: SiteChange): string {
  switch (change.kind) {
    case 'field':
      return translate('siteVersions.field', { label: change.label, before: shownValue(change.before), after: shownValue(change.after) });
    case 'blockAdded':
      return translate('siteVersions.blockAdded', { position: change.position, label: change.label });
    case 'blockRemoved':
      return translate('siteVersions.blockRemoved', { label: change.label });
    case 'blockChanged':
      return translate('siteVersions.blockChanged', { position: change.position, label: change.label });
    case 'blocksMoved':
      return translate('siteVersions.blocksMoved');
  }
}

export function SiteVersionsScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const current = useEntity(siteDescription, id);
  const versions = useSiteVersions(id);
  const { data: blockTypes = [] } = useBlockTypes();
  const restore = useRestoreSiteVersion(id);
  const [compared, setCompared] = useState<{ version: number; changes: string[] } | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (current.isPending || versions.isPending) return <Loader />;
  const site = current.data as (Site & { version: number }) | undefined;
  if (!site || !versions.data) return <Alert variant="danger">{t('messages.loadFailed')}</Alert>;
  const labelOf = (type: string) => blockTypes.find((definition) => definition.type === type)?.label ?? type;

  const compare = async (version: number) => {
    const earlier = await fetchSiteVersion(id, version);
    const changes = siteChanges(earlier.site, site as unknown as Record<string, unknown>, PAGE_FIELDS, CONTENT_FIELDS, labelOf);
    setCompared({ version, changes: changes.map(changeText) });
  };
  const restoreVersion = async (version: number) => {
    try {
      await restore(version, site.version);
      setMessage({ ok: true, text: t('siteVersions.restored', { version }) });
      setCompared(null);
      navigateTo(`${SITES_PATH}/${id}`);
    } catch (failure) {
      setMessage({ ok: false, text: isApiError(failure) ? failure.message : t('siteVersions.restoreFailed') });
    }
  };

  return (
    <section data-testid="site-versions">
      <p>
        <a href={`#${SITES_PATH}/${id}`}>{t('siteVersions.back')}</a>
      </p>
      <h2>
        {t('siteVersions.title')}: {site.name}
      </h2>
      {message ? <Alert variant={message.ok ? 'success' : 'danger'}>{message.text}</Alert> : null}
      <p>{t('siteVersions.current', { version: site.version })}</p>
      {versions.data.length === 0 ? <p>{t('siteVersions.none')}</p> : null}
      <Versions>
        {versions.data.map((version) => (
          <li key={version.version} data-testid="site-version">
            <Row>
              <span>
                {t('siteVersions.version', { version: version.version, savedAt: formatDateTime(version.savedAt) })} · {version.path}
              </span>
              <Button $variant="secondary" onClick={() => void compare(version.version)}>
                {t('siteVersions.compare')}
              </Button>
              <Button onClick={() => void restoreVersion(version.version)}>{t('siteVersions.restore')}</Button>
            </Row>
            {compared?.version === version.version ? (
              <div data-testid="site-version-changes">
                <strong>{t('siteVersions.changesTitle', { version: version.version })}</strong>
                {compared.changes.length === 0 ? (
                  <p>{t('siteVersions.unchanged')}</p>
                ) : (
                  <ul>
                    {compared.changes.map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                )}
              </div>
            ) : null}
          </li>
        ))}
      </Versions>
    </section>
  );
}
