// The common blocks' chunk (see BlockList).
export { ContactPersonSection, ContactSection } from './ContactBlocks';
export { MapHero, ServiceHero } from './HeroBlocks';
export { ImageSliderSection } from './ImageSliderSection';
export { CareerSection, ImageBlock, LineBlock, LinksBlock } from './SimpleBlocks';
export { TeaserSection } from './TeaserSection';
