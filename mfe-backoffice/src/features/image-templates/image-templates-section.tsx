/**
 * 'Bildvorlagen' (issue 20, ADR 0048): the described entity's list and form, the form with the
 * canvas presets and the layer editor with the server-rendered preview (each loaded when a form
 * opens); 'Schriftarten': the installed fonts with samples. Administrators only: they write
 * templates; fonts matter to those who design.
 */
import { imageTemplateDescription } from '@theke/contracts';
import { entitySection, type EntityScreen } from '../entities';
import type { Section } from '../frame';
import { fieldEditor, registerFieldEditors } from '../forms';
import { FontsScreen } from './components/FontsScreen';

registerFieldEditors({
  canvasSize: fieldEditor(() => import('./components/CanvasSizeEditor'), ['height']),
  templateLayers: fieldEditor(() => import('./components/TemplateLayersEditor')),
});

export const IMAGE_TEMPLATE_SCREEN: EntityScreen = {
  description: imageTemplateDescription,
  path: '/image-templates',
  label: 'Bildvorlagen',
  forEmployees: false,
};

export const imageTemplatesSection: Section = entitySection(IMAGE_TEMPLATE_SCREEN);

export const fontsSection: Section = {
  path: '/fonts',
  label: 'Schriftarten',
  forEmployees: false,
  render: (subPath) => (subPath === '' ? <FontsScreen /> : null),
};
