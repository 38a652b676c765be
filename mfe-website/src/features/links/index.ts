/** Links of content blocks: internal pages, external addresses and uploaded files. */
export { ContentLink } from './ContentLink';
export { linkTarget, type LinkTarget } from './link-target';
