/** The image slider; its frame renders the first slide until the slider's code has loaded. */
export { Frame, SlideFigure } from './frame';
export const loadSlider = () => import(/* webpackChunkName: "slider" */ './Slider');
