import { styled, type ImageReference } from '@theke/ui';
import { imageSrcSetWithOriginal, imageUrl } from '@theke/domain';

const Img = styled.img`
  display: block;
  width: 100%;
  height: auto;
`;

interface PictureProps {
  image: ImageReference;
  /** The `sizes` attribute: how wide the image shows. */
  sizes?: string;
  /** Above the fold: load at once with high priority (LCP). */
  eager?: boolean;
  className?: string;
}

/** An image reference as a responsive, lazily loaded <img> with its intrinsic size (no layout shift). */
export function Picture({ image, sizes = '100vw', eager = false, className }: PictureProps) {
  return (
    <Img
      className={className}
      src={imageUrl(image, 'medium')}
      srcSet={imageSrcSetWithOriginal(image)}
      sizes={sizes}
      alt={image.alt ?? ''}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
