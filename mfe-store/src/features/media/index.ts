/** Product, tag and branch images in the sizes the page needs (srcset from @theke/domain). */
export { ResponsiveImage } from './ResponsiveImage';
