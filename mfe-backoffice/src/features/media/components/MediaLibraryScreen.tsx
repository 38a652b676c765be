/**
 * 'Medien' (issue 20): the media library. Images and files as a grid of thumbnails (SPEC §7's
 * 128 px size), a search over names and alt texts, many files uploaded at once with progress,
 * and one file's details (alt text, usage, deletion) beside the grid.
 */
import { useMemo, useState } from 'react';
import { Alert, Loader, styled, useTranslation } from '@theke/ui';
import { Input } from '@theke/ui/forms';
import { useLibrary } from '../api/use-media';
import { entryName, isUpload, matchesSearch, thumbnailOf, type MediaKind } from '../media-files';
import { MediaDetail } from './MediaDetail';
import { UploadDropZone } from './UploadDropZone';

const Tabs = styled.div`
  display: flex;
  gap: 0.5rem;
  margin: 1rem 0;
  button {
    padding: 0.5rem 1rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.background};
    cursor: pointer;
  }
  button[aria-selected='true'] { background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.inverse}; }
`;

const Layout = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1024px) { grid-template-columns: minmax(0, 1fr) 20rem; }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: 0.75rem;
  button {
    width: 100%;
    padding: 0.25rem;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radius};
    background: none;
    cursor: pointer;
    display: grid;
    gap: 0.25rem;
    font-size: 0.8125rem;
    text-align: left;
  }
  button[aria-pressed='true'] { border-color: ${({ theme }) => theme.colors.info}; }
  img { width: 100%; aspect-ratio: 1; object-fit: cover; background: ${({ theme }) => theme.colors.surface}; }
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

export function MediaLibraryScreen() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<MediaKind>('images');
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const library = useLibrary(kind);
  const shown = useMemo(() => (library.data ?? []).filter((entry) => matchesSearch(entry, search)), [library.data, search]);
  const selected = library.data?.find((entry) => entry.id === selectedId) ?? null;

  const switchTo = (next: MediaKind) => {
    setKind(next);
    setSelectedId(null);
  };

  return (
    <section data-testid="media-library">
      <UploadDropZone />
      <Tabs role="tablist">
        {(['images', 'uploads'] as const).map((tab) => (
          <button key={tab} type="button" role="tab" aria-selected={kind === tab} onClick={() => switchTo(tab)}>
            {t(tab === 'images' ? 'media.images' : 'media.files')}
          </button>
        ))}
      </Tabs>
      <Input
        label={t('media.search')}
        type="search"
        placeholder={t('media.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {notice ? <Alert variant="success">{notice}</Alert> : null}
      {library.isPending ? <Loader /> : null}
      {library.error ? <Alert variant="danger">{library.error.message}</Alert> : null}
      {library.data && shown.length === 0 ? <p>{t(library.data.length === 0 ? 'media.empty' : 'media.noMatch')}</p> : null}
      <Layout>
        <Grid aria-label={t(kind === 'images' ? 'media.images' : 'media.files')}>
          {shown.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                aria-pressed={entry.id === selectedId}
                onClick={() => {
                  setNotice(null);
                  setSelectedId(entry.id);
                }}
              >
                <img src={thumbnailOf(entry)} alt={isUpload(entry) ? '' : entry.alt ?? ''} loading="lazy" />
                <span>{entryName(entry)}</span>
              </button>
            </li>
          ))}
        </Grid>
        {selected ? (
          <MediaDetail
            key={`${kind}-${String(selected.id)}`}
            kind={kind}
            entry={selected}
            onClose={() => setSelectedId(null)}
            onDeleted={(name) => {
              setSelectedId(null);
              setNotice(t('media.deleted', { name }));
            }}
          />
        ) : null}
      </Layout>
    </section>
  );
}
