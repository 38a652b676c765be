/**
 * A scene's regions (the `sceneRegions` editor): the form engine's own list of regions with their
 * numbers, beside a 16:9 or 9:16 canvas that draws a rectangle per region, and presets that
 * replace the list ('Vollbild', 'Zweigeteilt', 'Hauptbereich mit Leiste') for the scene's
 * orientation.
 */
import type { CollectionField } from '@theke/contracts';
import { Button, styled, useTranslation } from '@theke/ui';
import { FieldList, Hint, Row, type FieldEditorProps } from '../../forms';
import { isOutside, orientationOf, overlappingNames, PRESET_NAMES, presetRegions, regionsOf } from '../scene-regions';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(12rem, 22rem);
  gap: 1.5rem;
  align-items: start;
  margin-bottom: 1.25rem;
  @media (max-width: 60rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Canvas = styled.div<{ $portrait: boolean }>`
  position: relative;
  width: ${({ $portrait }) => ($portrait ? '45%' : '100%')};
  aspect-ratio: ${({ $portrait }) => ($portrait ? '9 / 16' : '16 / 9')};
  margin-bottom: 0.5rem;
  background: #222;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
`;

const Area = styled.div<{ $outside: boolean }>`
  position: absolute;
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 0.25rem;
  border: 2px solid ${({ $outside, theme }) => ($outside ? theme.colors.danger : '#fff')};
  background: rgba(255, 255, 255, 0.15);
  color: #fff;
  font-size: 0.8rem;
  text-align: center;
  overflow: hidden;
`;

export default function SceneRegionsEditor({ field, value, path, errors, disabled, siblings, onSiblingsChange, onChange }: FieldEditorProps<CollectionField>) {
  const { t } = useTranslation();
  const orientation = orientationOf(siblings.orientation);
  const regions = regionsOf(value);
  const outside = regions.filter(isOutside);
  const overlapping = overlappingNames(regions);
  // The engine's collection input edits the numbers: the same field without this editor.
  const plainField: CollectionField = { ...field, editor: undefined };
  const prefix = path.slice(0, path.length - field.name.length);
  return (
    <Layout data-testid="scene-regions">
      <div>
        <FieldList fields={[plainField]} values={siblings} onChange={onSiblingsChange} prefix={prefix} errors={errors} disabled={disabled} />
      </div>
      <div>
        <Canvas
          $portrait={orientation === 'portrait'}
          role="img"
          aria-label={`${t('signageRegions.canvas')} (${t(`signageRegions.${orientation}`)})`}
          data-testid="scene-canvas"
        >
          {regions.map((area, index) => (
            <Area
              key={index}
              $outside={isOutside(area)}
              data-testid="scene-canvas-region"
              style={{ left: `${area.x}%`, top: `${area.y}%`, width: `${area.width}%`, height: `${area.height}%` }}
            >
              {area.name || t('signageRegions.unnamed')}
            </Area>
          ))}
        </Canvas>
        {outside.map((area, index) => (
          <Hint key={index} role="alert">
            {t('signageRegions.outside', { name: area.name || t('signageRegions.unnamed') })}
          </Hint>
        ))}
        {overlapping.length > 0 ? <Hint>{t('signageRegions.overlap', { names: overlapping.join(', ') })}</Hint> : null}
        {disabled ? null : (
          <>
            <Row style={{ flexWrap: 'wrap', marginTop: '0.5rem' }} role="group" aria-label={t('signageRegions.presets')}>
              {PRESET_NAMES.map((preset) => (
                <Button key={preset} $variant="secondary" onClick={() => onChange(presetRegions(preset, orientation))}>
                  {t(`signageRegions.${preset}`)}
                </Button>
              ))}
            </Row>
            <Hint>{t('signageRegions.presetHint')}</Hint>
          </>
        )}
      </div>
    </Layout>
  );
}
