/**
 * A template's canvas size (the `canvasSize` editor on `width`, editing `height` too): the two
 * numbers of the form engine and a button per preset (SPEC issue 20: portrait and landscape
 * screens, a square, a link preview).
 */
import type { ReactNode } from 'react';
import { IMAGE_TEMPLATE_PRESETS, imageTemplateDescription, type NumberField } from '@theke/contracts';
import { Button, useTranslation } from '@theke/ui';
import { FieldLabel, FieldList, Row, type FieldEditorProps } from '../../forms';

const SIZE_FIELDS = imageTemplateDescription.fields
  .filter((field) => field.name === 'width' || field.name === 'height')
  // Shown inside the editor itself: without the editor's name, as plain numbers.
  .map((field) => ({ ...field, editor: undefined }));

export default function CanvasSizeEditor({ siblings, onSiblingsChange, errors, disabled }: FieldEditorProps<NumberField>): ReactNode {
  const { t } = useTranslation();
  return (
    <div>
      <FieldLabel as="div">{t('imageTemplates.presets')}</FieldLabel>
      <Row role="group" aria-label={t('imageTemplates.presets')}>
        {IMAGE_TEMPLATE_PRESETS.map((preset) => {
          const current = Number(siblings.width) === preset.width && Number(siblings.height) === preset.height;
          return (
            <Button
              key={preset.label}
              $variant={current ? 'primary' : 'secondary'}
              aria-pressed={current}
              disabled={disabled}
              onClick={() => onSiblingsChange({ ...siblings, width: preset.width, height: preset.height })}
            >
              {preset.label}
            </Button>
          );
        })}
      </Row>
      <FieldList fields={SIZE_FIELDS} values={siblings} onChange={onSiblingsChange} errors={errors} disabled={disabled} />
    </div>
  );
}
