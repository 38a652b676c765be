/** Content blocks of a site page, and the block values and section frame other blocks reuse. */
export { BlockList } from './BlockList';
export { hasOwnHeading } from './page-heading';
export { background, text, valueOf, type Slide } from './block-values';
export { Html, Section } from './Section';
