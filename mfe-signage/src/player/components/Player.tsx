import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ProgrammeRegion } from '@theke/contracts';
import { styled, useTranslation } from '@theke/ui';
import { CommandInbox } from '../command-inbox';
import type { DeviceCredentials, KeyValueStorage } from '../device-store';
import { MediaCache } from '../media-cache';
import { deviceApi } from '../player-api';
import { PlayerContext, type PlayerContextValue } from '../player-context';
import { mediaOf, playableEntries } from '../programme-source';
import { useDeviceLive } from '../use-device-live';
import { useProgramme } from '../use-programme';
import { RegionLoop } from './RegionLoop';
import { SegmentView } from './SegmentView';

const Screen = styled.main`
  position: fixed;
  inset: 0;
  overflow: hidden;
  background: #000;
  color: #fff;
  cursor: none;
`;

const Region = styled.section`
  position: absolute;
  overflow: hidden;
`;

const Override = styled.div`
  position: absolute;
  inset: 0;
  z-index: 10;
  background: #000;
`;

const Message = styled.div`
  position: absolute;
  left: 5%;
  right: 5%;
  bottom: 6%;
  z-index: 20;
  padding: 3vh 4vw;
  border-radius: 1vh;
  background: rgba(0, 0, 0, 0.85);
  font-size: 5vh;
  text-align: center;
  white-space: pre-line;
`;

const Notice = styled.p`
  position: absolute;
  inset: 0;
  margin: auto;
  height: fit-content;
  font-size: 3vh;
  text-align: center;
`;

const percent = (value: number) => `${value}%`;

/** A paired TV: its scene's regions each looping their stream, commands' overrides and messages on top. */
export function Player({ credentials, storage, onUnpaired }: { credentials: DeviceCredentials; storage: KeyValueStorage; onUnpaired: () => void }) {
  const { t } = useTranslation();
  const device = useMemo(() => deviceApi(credentials.token), [credentials.token]);
  const inbox = useMemo(() => new CommandInbox(storage), [storage]);
  const media = useMemo(() => new MediaCache(), []);
  useEffect(() => () => media.dispose(), [media]);

  const { loaded, refresh } = useProgramme(device, storage, onUnpaired);
  const programme = loaded?.programme ?? null;
  // A stable clock for every loop; it follows the latest offset to the server's clock.
  const offset = useRef(0);
  offset.current = loaded?.clockOffsetMs ?? offset.current;
  const now = useCallback(() => Date.now() + offset.current, []);

  useEffect(() => {
    if (programme) void media.keep(mediaOf(programme));
  }, [media, programme]);

  const showing = useRef(new Map<string, number | null>());
  const onShowing = useCallback((region: string, segment: number | null) => void showing.current.set(region, segment), []);
  const nowShowing = useCallback(
    () => [...showing.current].map(([region, segment]) => ({ region, segment: segment === null ? null : { id: segment } })),
    [],
  );

  const { message, override } = useDeviceLive({ device, deviceId: credentials.deviceId, inbox, now, programme, refreshProgramme: refresh, nowShowing, onUnpaired });

  const [readySince] = useState(() => new Map<number, number>());
  const context = useMemo<PlayerContextValue>(
    () => ({ device, now, timeZone: programme?.timeZone ?? 'Europe/Vienna', media, readySince }),
    [device, now, programme?.timeZone, media, readySince],
  );

  useEffect(() => {
    // Regions of a scene that is no longer shown must not report what they showed.
    showing.current = new Map();
  }, [programme]);

  return (
    <PlayerContext.Provider value={context}>
      <Screen data-testid="signage-player" data-offline={loaded?.fromCache ? 'true' : undefined}>
        {!programme && <Notice>{t('signagePlayer.noProgramme')}</Notice>}
        {programme && !programme.scene && <Notice>{t('signagePlayer.noScene')}</Notice>}
        {programme?.regions.map((region) => <PlayedRegion key={region.name} region={region} onShowing={onShowing} />)}
        {override && (
          <Override data-testid="signage-override" data-segment={override.segment.id}>
            <SegmentView key={override.command} segment={override.segment} playing />
          </Override>
        )}
        {message && (
          <Message role="status" data-testid="signage-message">
            {message.text}
          </Message>
        )}
      </Screen>
    </PlayerContext.Provider>
  );
}

function PlayedRegion({ region, onShowing }: { region: ProgrammeRegion; onShowing: (region: string, segment: number | null) => void }) {
  const entries = useMemo(() => playableEntries(region), [region]);
  // A changed stream starts its loop afresh; the same one (a refresh) plays on.
  const streamKey = useMemo(() => JSON.stringify(entries), [entries]);
  return (
    <Region data-testid="signage-region" data-region={region.name} style={{ left: percent(region.x), top: percent(region.y), width: percent(region.width), height: percent(region.height) }}>
      <RegionLoop key={streamKey} name={region.name} entries={entries} onShowing={onShowing} />
    </Region>
  );
}
