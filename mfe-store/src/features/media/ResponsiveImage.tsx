import { imageSrcSet, imageUrl, type ImageReference, type ImageSize } from '@theke/domain';

interface ResponsiveImageProps {
  image: ImageReference;
  /** The `sizes` attribute: how wide the image is drawn. */
  sizes: string;
  from?: ImageSize;
  /** Above the fold: load at once; below it, lazily. */
  eager?: boolean;
  className?: string;
  width?: number;
  height?: number;
}

/** An image from the media sizes with a srcset, lazy below the fold (SPEC §7). */
export function ResponsiveImage({ image, sizes, from = 'tiny', eager = false, className, width, height }: ResponsiveImageProps) {
  return (
    <img
      className={className}
      src={imageUrl(image, from)}
      srcSet={imageSrcSet(image, from)}
      sizes={sizes}
      alt={image.alt ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={width}
      height={height}
    />
  );
}
