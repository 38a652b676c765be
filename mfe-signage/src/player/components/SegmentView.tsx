import { useEffect, useRef, useState } from 'react';
import type { ProgrammeSegment } from '@theke/contracts';
import { styled } from '@theke/ui';
import { usePlayer } from '../player-context';
import { MenuBoard } from './MenuBoard';
import { PickupBoard } from './PickupBoard';

const Media = styled.img`
  width: 100%;
  height: 100%;
  object-fit: contain;
  display: block;
`;

const Block = styled.div`
  width: 100%;
  height: 100%;
  overflow: hidden;
  padding: 4%;
  box-sizing: border-box;
  font-size: 3.2vh;
  line-height: 1.4;
`;

/** The address to show a medium by, fixed when the layer mounts (a swap later would flash the picture). */
function useMediaSource(source: string | null): string | null {
  const { media } = usePlayer();
  const [resolved] = useState(() => (source ? media.resolve(source) : null));
  return resolved;
}

function Video({ source, playing }: { source: string; playing: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  const src = useMediaSource(source);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (playing) {
      element.currentTime = 0;
      // Autoplay of a muted video is allowed; a refusal leaves the first frame.
      void element.play()?.catch(() => undefined);
    } else element.pause();
  }, [playing]);
  return <Media as="video" ref={video} src={src ?? undefined} muted playsInline loop preload="auto" data-testid="signage-video" />;
}

function Picture({ source }: { source: string }) {
  const src = useMediaSource(source);
  return <Media src={src ?? undefined} alt="" decoding="async" data-testid="signage-image" />;
}

/** One segment, rendered while it plays, and beforehand (hidden) so its media is loaded in time. */
export function SegmentView({ segment, playing }: { segment: ProgrammeSegment; playing: boolean }) {
  switch (segment.type) {
    case 'image':
    case 'image-template':
      return segment.imageUrl ? <Picture source={segment.imageUrl} /> : null;
    case 'video':
      return segment.videoUrl ? <Video source={segment.videoUrl} playing={playing} /> : null;
    case 'block':
      // svc-content sanitises a block's rich text when it is written.
      return <Block data-testid="signage-block" dangerouslySetInnerHTML={{ __html: segment.block?.content.text ?? '' }} />;
    case 'menu-board':
      return segment.menuBoard ? <MenuBoard menuId={segment.menuBoard.menu.id} /> : null;
    case 'pickup-board':
      return segment.pickupBoard && playing ? <PickupBoard removeAfterMinutes={segment.pickupBoard.removeAfterMinutes} /> : null;
    default:
      return null;
  }
}
