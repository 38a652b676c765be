import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithClient } from '@theke/ui/testing';
import type { FormValues } from '../../forms';
import ThemeColorsEditor from './ThemeColorsEditor';
import { formatRatio } from '../theme-contrast';

function Harness({ initial }: { initial: FormValues }) {
  const [values, setValues] = useState<FormValues>(initial);
  return (
    <ThemeColorsEditor
      field={{ name: 'themePrimaryColor', kind: 'text', label: 'Primärfarbe' }}
      value={values.themePrimaryColor}
      onChange={(value) => setValues({ ...values, themePrimaryColor: value })}
      path="themePrimaryColor"
      errors={{}}
      siblings={values}
      onSiblingsChange={setValues}
    />
  );
}

const DEFAULTS = { themePrimaryColor: '#000000', themeSecondaryColor: '#333333', themeTextColor: '#1a1a1a', themeBackgroundColor: '#ffffff' };

describe('ThemeColorsEditor', () => {
  it('shows no warning for the SPEC §9 defaults, and one when text and background fall below 4.5:1', async () => {
    await act(async () => void renderWithClient(<Harness initial={DEFAULTS} />));
    const editor = screen.getByTestId('theme-colours');
    expect(within(editor).queryByRole('alert')).toBeNull();
    fireEvent.change(within(editor).getByLabelText('Textfarbe'), { target: { value: '#999999' } });
    expect(within(editor).getByRole('alert').textContent).toBe(
      'Der Kontrast zwischen Textfarbe und Hintergrundfarbe beträgt nur 2,8:1. Für gut lesbaren Text (WCAG AA) sind mindestens 4,5:1 nötig.',
    );
    fireEvent.change(within(editor).getByLabelText('Textfarbe'), { target: { value: '#595959' } });
    expect(within(editor).queryByRole('alert')).toBeNull();
  });

  it('warns when white button text is hard to read on a light primary colour', async () => {
    await act(async () => void renderWithClient(<Harness initial={{ ...DEFAULTS, themePrimaryColor: '#ffd700' }} />));
    expect(screen.getByRole('alert').textContent).toContain('zwischen Weiß und Primärfarbe beträgt nur 1,4:1');
  });

  it('rounds the ratio down so a failing pair never reads 4,5', () => {
    expect(formatRatio(4.4999)).toBe('4,4');
    expect(formatRatio(21)).toBe('21,0');
  });
});
