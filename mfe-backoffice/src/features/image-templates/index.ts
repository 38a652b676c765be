/** Image templates and fonts (issue 20): the back-office's 'Bildvorlagen' and 'Schriftarten' sections. */
export { fontsSection, imageTemplatesSection, IMAGE_TEMPLATE_SCREEN } from './image-templates-section';
