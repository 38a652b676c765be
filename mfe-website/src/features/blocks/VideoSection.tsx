import { useEffect, useRef } from 'react';
import { styled, type SiteContentEntry } from '@theke/ui';
import { imageUrl } from '@theke/domain';
import { uploadUrl } from '../media';
import { file, image, text, valueOf } from './block-values';
import { Section } from './Section';
import { VIDEO_VISIBILITY_THRESHOLD, videoAction } from './video-visibility';

const Video = styled.video`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  background: #000;
  border-radius: ${({ theme }) => theme.radius};
`;

/** SPEC §4 video section: plays unmuted when at least half visible, pauses otherwise; autoplay also loops. */
export default function VideoSection({ block }: { block: SiteContentEntry }) {
  const value = valueOf(block);
  const video = file(value, 'video');
  const poster = image(value, 'poster');
  const autoplay = value.autoplay === true;
  const element = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const node = element.current;
    if (!node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const action = videoAction(entry.intersectionRatio);
        if (action === 'play') {
          node.muted = false;
          // Browsers refuse unmuted playback before a user gesture: fall back to muted playback.
          node.play().catch(() => {
            node.muted = true;
            return node.play().catch(() => undefined);
          });
        } else if (!node.paused) {
          node.pause();
        }
      },
      { threshold: [0, VIDEO_VISIBILITY_THRESHOLD] },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  if (!video) return null;
  return (
    <Section testId="video-section" title={text(value, 'title')}>
      <Video
        ref={element}
        controls
        playsInline
        preload="metadata"
        loop={autoplay}
        poster={poster ? imageUrl(poster, 'medium') : undefined}
        data-autoplay={autoplay}
      >
        <source src={uploadUrl(video)} type={video.mimeType ?? undefined} />
      </Video>
    </Section>
  );
}
