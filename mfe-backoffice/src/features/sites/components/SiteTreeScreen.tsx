/**
 * The website's pages as a tree by path (issue 20), each with its state ('Öffentlich' or
 * 'Entwurf'), and the ways to create, edit, duplicate and delete one. Moving a page is changing
 * its path in the form: the tree follows the path.
 */
import { useState } from 'react';
import { siteDescription } from '@theke/contracts';
import { Alert, Button, crudMessages, Loader, styled, useQuery, useTranslation } from '@theke/ui';
import { DeleteDialog, type Entry } from '../../entities';
import type { Viewer } from '../../frame';
import { SITE_SCREEN, SITES_PATH } from '../site-screen';
import { siteTree, type SiteSummary, type SiteTreeNode } from '../site-tree';

const Tree = styled.ul`
  margin: 0;
  padding-left: 0;
  list-style: none;
  ul {
    padding-left: 1.5rem;
    border-left: 1px dashed ${({ theme }) => theme.colors.border};
    list-style: none;
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  padding: 0.35rem 0;
  code {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const State = styled.span<{ $public: boolean }>`
  padding: 0.05rem 0.45rem;
  border-radius: ${({ theme }) => theme.radius};
  font-size: 0.75rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.inverse};
  background: ${({ theme, $public }) => ($public ? theme.colors.success : theme.colors.warning)};
`;

export const SUMMARY_QUERY = ['/api/sites', { view: 'summary' }] as const;

function SiteLine({ node, canWrite, onDelete }: { node: SiteTreeNode; canWrite: boolean; onDelete: (site: SiteSummary) => void }) {
  const { t } = useTranslation();
  const { site } = node;
  return (
    <li data-testid="site-tree-node" data-path={node.path}>
      <Line>
        {site ? <a href={`#${SITES_PATH}/${site.id}`}>{site.name}</a> : <span>{node.segment}</span>}
        <code>{node.path}</code>
        {site ? (
          <State $public={site.isPublic}>{site.isPublic ? t('siteTree.public') : t('siteTree.draft')}</State>
        ) : (
          <em>{t('siteTree.folder')}</em>
        )}
        {site?.type === 'job' ? <span>{t('siteTree.job')}</span> : null}
        {site && canWrite ? (
          <>
            <a href={`#${SITES_PATH}/${site.id}/duplicate`}>{t('siteTree.duplicate')}</a>
            <Button $variant="link" onClick={() => onDelete(site)}>
              {t('siteTree.delete')}
            </Button>
          </>
        ) : null}
      </Line>
      {node.children.length > 0 ? (
        <ul>
          {node.children.map((child) => (
            <SiteLine key={child.path} node={child} canWrite={canWrite} onDelete={onDelete} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function SiteTreeScreen({ canWrite }: { viewer: Viewer; canWrite: boolean }) {
  const { t } = useTranslation();
  const sites = useQuery<SiteSummary[]>({
    queryKey: [...SUMMARY_QUERY],
    meta: { errorMessage: crudMessages(siteDescription.labels.singular, siteDescription.labels.plural).loadList },
  });
  const [deleting, setDeleting] = useState<SiteSummary | null>(null);
  if (sites.isPending) return <Loader />;
  if (!sites.data) return <Alert variant="danger">{crudMessages(siteDescription.labels.singular, siteDescription.labels.plural).loadList}</Alert>;
  const tree = siteTree(sites.data);
  return (
    <>
      {canWrite ? (
        <p>
          <a href={`#${SITES_PATH}/new`}>{t('siteTree.newPage')}</a>
        </p>
      ) : null}
      {tree.length === 0 ? <p>{t('siteTree.empty')}</p> : null}
      <Tree aria-label={siteDescription.labels.plural}>
        {tree.map((node) => (
          <SiteLine key={node.path} node={node} canWrite={canWrite} onDelete={setDeleting} />
        ))}
      </Tree>
      {deleting ? <DeleteDialog screen={SITE_SCREEN} entry={deleting as unknown as Entry} onClose={() => setDeleting(null)} onDeleted={() => setDeleting(null)} /> : null}
    </>
  );
}
