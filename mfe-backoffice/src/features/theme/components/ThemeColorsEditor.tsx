/**
 * The theme's four colours edited together (editor 'themeColors' of the config description):
 * a colour picker each, a preview of text and a button on them, and a warning for each pair
 * that falls below WCAG AA contrast (4.5:1). Saving stays possible: the warning informs.
 */
import { dataFields, configDescription, type Field } from '@theke/contracts';
import { Alert, styled, useTranslation } from '@theke/ui';
import { FieldFrame, type FieldEditorProps } from '../../forms';
import { contrastWarnings, formatRatio } from '../theme-contrast';

const COLOUR_FIELDS = ['themePrimaryColor', 'themeSecondaryColor', 'themeTextColor', 'themeBackgroundColor'] as const;
const fieldsByName = new Map<string, Field>(dataFields(configDescription.fields).map((field) => [field.name, field]));

const Colours = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: 1rem;
  margin-bottom: 1rem;
  div { display: grid; gap: 0.25rem; }
  input[type='color'] { width: 4rem; height: 2.5rem; padding: 0; border: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const Preview = styled.div<{ $text: string; $background: string; $primary: string }>`
  padding: 1rem;
  margin-bottom: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ $text }) => $text};
  background: ${({ $background }) => $background};
  span {
    display: inline-block;
    margin-top: 0.5rem;
    padding: 0.5rem 1rem;
    color: #ffffff;
    background: ${({ $primary }) => $primary};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const asColour = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);

export default function ThemeColorsEditor({ siblings, onSiblingsChange, errors, disabled }: FieldEditorProps) {
  const { t } = useTranslation();
  const warnings = contrastWarnings(siblings);
  return (
    <fieldset data-testid="theme-colours">
      <Colours>
        {COLOUR_FIELDS.map((name) => {
          const field = fieldsByName.get(name);
          return (
            <div key={name}>
              <FieldFrame label={field?.label ?? name} htmlFor={`theme-${name}`} hint={field?.help} error={errors[name]}>
                <input
                  id={`theme-${name}`}
                  type="color"
                  value={asColour(siblings[name], '#000000')}
                  disabled={disabled}
                  onChange={(event) => onSiblingsChange({ ...siblings, [name]: event.target.value })}
                />
              </FieldFrame>
            </div>
          );
        })}
      </Colours>
      <Preview
        aria-label={t('theme.preview')}
        $text={asColour(siblings.themeTextColor, '#1a1a1a')}
        $background={asColour(siblings.themeBackgroundColor, '#ffffff')}
        $primary={asColour(siblings.themePrimaryColor, '#000000')}
      >
        {t('theme.previewText')}
        <br />
        <span>{t('theme.previewButton')}</span>
      </Preview>
      {warnings.map((warning) => (
        <Alert key={warning.backgroundLabel} variant="warning">
          {t('theme.contrastWarning', {
            foreground: t(warning.foregroundLabel),
            background: t(warning.backgroundLabel),
            ratio: formatRatio(warning.ratio),
          })}
        </Alert>
      ))}
    </fieldset>
  );
}
