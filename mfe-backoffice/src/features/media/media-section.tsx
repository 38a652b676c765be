import type { Section } from '../frame';
import { MediaLibraryScreen } from './components/MediaLibraryScreen';

/** SPEC §1 images and uploads: the media library, for administrators (the media API is theirs). */
export const mediaSection: Section = {
  path: '/media',
  label: 'Medien',
  forEmployees: false,
  render: (subPath) => (subPath === '' ? <MediaLibraryScreen /> : null),
};
