import { styled } from '@theke/ui';

/** The slider's frame and slide: shared by the slider and its placeholder (same box, no layout shift). */
export const Frame = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.surface};
  touch-action: pan-y;
`;

export const Track = styled.div<{ $index: number }>`
  display: flex;
  height: 100%;
  transform: translateX(${({ $index }) => -$index * 100}%);
  transition: transform 0.5s ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const SlideFigure = styled.figure`
  flex: 0 0 100%;
  margin: 0;
  position: relative;
  height: 100%;
  img {
    height: 100%;
    object-fit: cover;
  }
  figcaption {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    padding: 0.75rem 1rem 2.5rem;
    color: #fff;
    background: linear-gradient(transparent, rgba(0, 0, 0, 0.65));
  }
`;

