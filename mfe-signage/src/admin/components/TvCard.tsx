/**
 * One TV: online (green) or since when offline (grey), last heartbeat, what each region shows now
 * (an image segment as a thumbnail), branch, scene and a stream per region; the command buttons,
 * 'Befehl abbrechen' while a command is open, 'Logs anzeigen', and the last commands with their states.
 */
import { useState } from 'react';
import { SIGNAGE_COMMAND_STATE_LABELS, type SignageCommandName, type SignageSegment } from '@theke/contracts';
import { imageUrl } from '@theke/domain';
import { Button, styled, useTranslation } from '@theke/ui';
import { useAbortCommand, useSendCommand, useTvCommands } from '../api/use-tvs';
import { commandRequest, dateTimeText, nowShowingOf, onlineStateOf, openCommandOf, type Tv } from '../tv-state';
import { CommandDialog } from './CommandDialog';
import { TvLogs } from './TvLogs';

const Card = styled.li`
  padding: 1rem;
  margin-bottom: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.75rem;
    margin: 0 0 0.5rem;
    font-size: 1.15rem;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.25rem 1rem;
    margin: 0 0 0.75rem;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Badge = styled.span<{ $online: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.1rem 0.6rem;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
  color: #fff;
  background: ${({ $online }) => ($online ? '#2e7d32' : '#757575')};
`;

const Shown = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  img,
  span.tile {
    width: 4rem;
    height: 2.25rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
    background: #222;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
`;

const History = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  font-size: 0.9rem;
`;

const COMMAND_BUTTONS: readonly { command: SignageCommandName; label: 'reload' | 'showScene' | 'showSegment' | 'showMessage' | 'requestLogs' }[] = [
  { command: 'reload', label: 'reload' },
  { command: 'scene', label: 'showScene' },
  { command: 'segment', label: 'showSegment' },
  { command: 'message', label: 'showMessage' },
  { command: 'logs', label: 'requestLogs' },
];

/** How many of a TV's commands the card lists (the newest). */
const HISTORY_LENGTH = 5;

export interface TvCardLookups {
  branches: ReadonlyMap<number, string>;
  scenes: ReadonlyMap<number, string>;
  streams: ReadonlyMap<number, string>;
  segments: ReadonlyMap<number, SignageSegment & { id: number }>;
}

interface TvCardProps {
  tv: Tv;
  lookups: TvCardLookups;
  now: Date;
  timeZone?: string;
  /** Hash route of the TV form, `#/signage/tvs/{id}` in the back-office. */
  editHref: string;
}

const nameIn = (names: ReadonlyMap<number, string>, reference: { id: number } | null | undefined): string | null =>
  reference ? (names.get(reference.id) ?? `#${reference.id}`) : null;

function Thumbnail({ segment }: { segment: (SignageSegment & { id: number }) | undefined }) {
  if (segment?.type === 'image' && segment.image) return <img src={imageUrl(segment.image, 'thumbnail')} alt="" />;
  return <span className="tile" aria-hidden="true" />;
}

export function TvCard({ tv, lookups, now, timeZone, editHref }: TvCardProps) {
  const { t } = useTranslation();
  const commands = useTvCommands(tv.id).data ?? [];
  const send = useSendCommand(tv.id);
  const abort = useAbortCommand(tv.id);
  const [asking, setAsking] = useState<'scene' | 'segment' | 'message' | null>(null);
  const [showingLogs, setShowingLogs] = useState(false);
  const state = onlineStateOf(tv, now, timeZone);
  const open = openCommandOf(commands);
  const segmentNames = new Map([...lookups.segments].map(([id, segment]) => [id, segment.name]));
  const shown = nowShowingOf(tv, segmentNames);
  const streams = (tv.regions ?? []).map((assignment) => `${assignment.region} → ${nameIn(lookups.streams, assignment.stream)}`);
  const run = (command: SignageCommandName) => {
    if (command === 'scene' || command === 'segment' || command === 'message') return setAsking(command);
    const request = commandRequest(command);
    if (request) send.mutate(request);
  };
  return (
    <Card aria-label={tv.name} data-testid="signage-tv">
      <h3>
        <a href={editHref}>{tv.name}</a>
        <Badge $online={state.online} data-testid="signage-tv-state">
          {state.online ? t('signageTvs.online') : state.since ? t('signageTvs.offlineSince', { time: state.since }) : t('signageTvs.neverOnline')}
        </Badge>
      </h3>
      <dl>
        <dt>{t('signageTvs.lastHeartbeat')}</dt>
        <dd>{dateTimeText(tv.lastHeartbeatAt, timeZone) ?? '–'}</dd>
        <dt>{t('signageTvs.nowShowing')}</dt>
        <dd>
          {shown.length === 0 ? (
            t('signageTvs.nothingShown')
          ) : (
            <Shown data-testid="signage-tv-now-showing">
              {shown.map((item) => (
                <li key={item.region}>
                  <Thumbnail segment={item.segmentId === null ? undefined : lookups.segments.get(item.segmentId)} />
                  {item.region}: {item.segment ?? t('signageTvs.nothingShown')}
                </li>
              ))}
            </Shown>
          )}
        </dd>
        <dt>{t('signageTvs.branch')}</dt>
        <dd>{nameIn(lookups.branches, tv.branch) ?? '–'}</dd>
        <dt>{t('signageTvs.scene')}</dt>
        <dd>{nameIn(lookups.scenes, tv.scene) ?? t('signageTvs.noScene')}</dd>
        <dt>{t('signageTvs.streams')}</dt>
        <dd>{streams.length === 0 ? t('signageTvs.noStreams') : streams.join(', ')}</dd>
      </dl>
      <Buttons role="group" aria-label={t('signageTvs.commands')}>
        {COMMAND_BUTTONS.map(({ command, label }) => (
          <Button key={command} $variant="secondary" disabled={send.isPending} onClick={() => run(command)}>
            {t(`signageTvs.${label}`)}
          </Button>
        ))}
        {open ? (
          <Button $variant="secondary" disabled={abort.isPending} onClick={() => abort.mutate()}>
            {t('signageTvs.abort')}
          </Button>
        ) : null}
        <Button $variant="secondary" aria-expanded={showingLogs} onClick={() => setShowingLogs((shown) => !shown)}>
          {t(showingLogs ? 'signageTvs.hideLogs' : 'signageTvs.showLogs')}
        </Button>
      </Buttons>
      {showingLogs ? <TvLogs tvId={tv.id} timeZone={timeZone} /> : null}
      <strong>{t('signageTvs.lastCommands')}</strong>
      {commands.length === 0 ? (
        <p>{t('signageTvs.noCommands')}</p>
      ) : (
        <History aria-label={t('signageTvs.lastCommands')} data-testid="signage-tv-commands">
          {commands.slice(0, HISTORY_LENGTH).map((command) => (
            <li key={command.id}>
              {t('signageTvs.commandLine', { command: t(`signageTvs.commandNames.${command.command}`), time: dateTimeText(command.createdAt, timeZone) ?? '' })}
              {': '}
              <strong data-state={command.state}>{command.isExpired ? t('signageTvs.expired') : SIGNAGE_COMMAND_STATE_LABELS[command.state]}</strong>
            </li>
          ))}
        </History>
      )}
      {asking ? <CommandDialog tv={tv} command={asking} onClose={() => setAsking(null)} /> : null}
    </Card>
  );
}
