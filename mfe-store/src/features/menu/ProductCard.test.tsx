import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { TEXT_SHORTENING_LENGTH } from '@theke/domain';
import { makeProduct } from '@theke/domain/testing';
import { theme } from '@theke/ui';
import { ProductCard } from './ProductCard';

const wrapper = ({ children }: { children: ReactNode }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;

const description =
  'Frisch gebackenes Bauernbrot aus Roggen und Dinkel, mit Sauerteig geführt, über Nacht gereift und im Steinofen ' +
  'knusprig gebacken, dazu hausgemachte Kräuterbutter.';

describe('product card descriptions (SPEC §9 text shortening)', () => {
  it('shortens a long description in the card to 128 characters at a word boundary', () => {
    expect(description.length).toBeGreaterThan(TEXT_SHORTENING_LENGTH);
    const product = makeProduct({ description });
    render(<ProductCard product={product} isOrderable currency="EUR" eager={false} onSelect={() => undefined} />, { wrapper });
    const shown = screen.getByText(/^Frisch gebackenes Bauernbrot/).textContent ?? '';
    expect(shown.length).toBeLessThanOrEqual(TEXT_SHORTENING_LENGTH);
    expect(shown.endsWith('…')).toBe(true);
    const kept = shown.slice(0, -1);
    expect(description.startsWith(kept)).toBe(true);
    expect(description.charAt(kept.length)).toBe(' ');
  });

  it('shows a short description in the card unchanged', () => {
    const product = makeProduct({ description: 'Mit Kräuterbutter.' });
    render(<ProductCard product={product} isOrderable currency="EUR" eager={false} onSelect={() => undefined} />, { wrapper });
    expect(screen.getByText('Mit Kräuterbutter.')).toBeTruthy();
  });
});
