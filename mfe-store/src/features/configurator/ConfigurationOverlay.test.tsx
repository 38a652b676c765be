import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { TEXT_SHORTENING_LENGTH } from '@theke/domain';
import { makeProduct } from '@theke/domain/testing';
import { theme } from '@theke/ui';
import ConfigurationOverlay from './ConfigurationOverlay';

const wrapper = ({ children }: { children: ReactNode }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;

describe('configuration overlay description (SPEC §9: cards shorten, the overlay shows it whole)', () => {
  it('shows a description longer than 128 characters in full', () => {
    const description = `${'Frisch gebackenes Bauernbrot aus Roggen und Dinkel, '.repeat(4)}dazu Kräuterbutter.`;
    expect(description.length).toBeGreaterThan(TEXT_SHORTENING_LENGTH);
    render(<ConfigurationOverlay product={makeProduct({ description })} currency="EUR" onAdd={() => undefined} onClose={() => undefined} />, {
      wrapper,
    });
    expect(screen.getByText(description.trim())).toBeTruthy();
  });
});
