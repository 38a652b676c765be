import { useEffect, useState } from 'react';
import type { ImageReference } from '@theke/domain';
import { styled, useTranslation } from '@theke/ui';
import { ResponsiveImage } from '../media';

/** SPEC §4 image slider's pace: the branch's images take turns while the kiosk waits. */
const SLIDE_MS = 5_000;

const Saver = styled.button`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: flex-end;
  width: 100%;
  padding: 0 0 10vh;
  border: 0;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.inverse};
  cursor: pointer;
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Call = styled.span`
  position: relative;
  padding: 1.5rem 3rem;
  border-radius: ${({ theme }) => theme.radius};
  background: rgba(0, 0, 0, 0.65);
  font-size: clamp(2rem, 6vw, 4rem);
  font-weight: 700;
`;

interface ScreensaverProps {
  images: readonly ImageReference[];
  onWake: () => void;
}

/** SPEC §2 self-service: 'Tippen um zu bestellen' over the branch's images; a tap anywhere ends it. */
export function Screensaver({ images, onWake }: ScreensaverProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (images.length < 2) return undefined;
    const timer = setInterval(() => setShown((index) => (index + 1) % images.length), SLIDE_MS);
    return () => clearInterval(timer);
  }, [images.length]);
  const image = images[shown % Math.max(images.length, 1)];
  return (
    <Saver onClick={onWake} data-testid="kiosk-screensaver">
      {image ? <ResponsiveImage key={image.id} image={image} sizes="100vw" from="small" eager /> : null}
      <Call>{t('kiosk.screensaver')}</Call>
    </Saver>
  );
}
