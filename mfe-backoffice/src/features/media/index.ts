/** 'Medien' (issue 20, ADR 0047): the media library of images and uploaded files. */
export { MediaLibraryScreen } from './components/MediaLibraryScreen';
export { mediaSection } from './media-section';
