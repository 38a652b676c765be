/**
 * The TVs (the back-office's 'TVs' tab): each TV's live state and its commands. Registering and
 * editing a TV is the back-office's form (the one form engine) at `#/signage/tvs/new` and
 * `#/signage/tvs/{id}`, which this panel links to.
 */
import type { SignageSegment } from '@theke/contracts';
import { Alert, Loader, styled, translate, useBranches, useConfig, useTranslation } from '@theke/ui';
import { SCENES_URL, STREAMS_URL, useCommandEvents, useNamed, useSegments, useTvs } from '../api/use-tvs';
import { TvCard, type TvCardLookups } from './TvCard';

/** The back-office's hash route of the TV form (its `signage` section, ADR 0042 "Screens"). */
export const TV_FORM_PATH = '#/signage/tvs';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  margin-bottom: 1rem;
  a.register {
    padding: 0.5rem 1rem;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.inverse};
    font-weight: 600;
    text-decoration: none;
  }
`;

const Cards = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

// Branch ids are typed number | string by the init shapes; the references hold numbers.
const namesOf = (entries: readonly { id: number | string; name?: string | null }[]): Map<number, string> =>
  new Map(entries.map((entry) => [Number(entry.id), entry.name ?? `#${entry.id}`]));

export function TvPanel() {
  const { t } = useTranslation();
  const tvs = useTvs();
  const branches = useBranches().data ?? [];
  const scenes = useNamed(SCENES_URL);
  const streams = useNamed(STREAMS_URL);
  const segments = useSegments();
  const timeZone = useConfig().data?.timeZone ?? undefined;
  useCommandEvents();
  const lookups: TvCardLookups = {
    branches: namesOf(branches),
    scenes: namesOf(scenes),
    streams: namesOf(streams),
    segments: new Map(segments.map((segment) => [segment.id, segment as SignageSegment & { id: number }])),
  };
  const now = new Date(tvs.dataUpdatedAt || Date.now());
  return (
    <section data-testid="signage-admin">
      <Bar>
        <a className="register" href={`${TV_FORM_PATH}/new`}>
          {t('signageTvs.register')}
        </a>
        <small>{t('signageTvs.registerHint')}</small>
      </Bar>
      {tvs.isPending ? <Loader /> : null}
      {tvs.isError ? <Alert variant="danger">{translate('messages.tv.loadList')}</Alert> : null}
      {tvs.data?.length === 0 ? <p>{t('signageTvs.empty')}</p> : null}
      <Cards aria-label={t('signageTvs.title')}>
        {(tvs.data ?? []).map((tv) => (
          <TvCard key={tv.id} tv={tv} lookups={lookups} now={now} timeZone={timeZone} editHref={`${TV_FORM_PATH}/${tv.id}`} />
        ))}
      </Cards>
    </section>
  );
}
