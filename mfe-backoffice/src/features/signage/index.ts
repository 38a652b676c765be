/** Digital signage (issue 23): the back-office's section with the scene, segment, stream and TV screens. */
export { signageSection, SIGNAGE_SCREENS } from './signage-section';
