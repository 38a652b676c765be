import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@theke/ui';
import { clipboardKey, readClipboard, writeClipboard } from './clipboard-store';
import { ClipboardNote, useClipboard } from './index';

function Copier() {
  const { copy } = useClipboard<{ type: string }>('site-block');
  return (
    <button type="button" onClick={() => copy({ type: 'line' }, { from: 'site:12', label: 'Linie' })}>
      kopieren
    </button>
  );
}

function renderWithTheme(children: React.ReactNode) {
  return render(<ThemeProvider theme={theme}>{children}</ThemeProvider>);
}

describe('the back-office clipboard', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps an item with its context in localStorage and reads it back after a reload', () => {
    const value = { type: 'wysiwyg', value: { text: '<p>Hallo</p>' } };
    const item = writeClipboard(window.localStorage, 'site-block', value, { from: 'site:12', label: 'Text' }, new Date('2026-11-27T10:00:00Z'));
    value.value.text = 'changed later';
    expect(readClipboard(window.localStorage, 'site-block')).toEqual({
      kind: 'site-block',
      context: { kind: 'site-block', from: 'site:12', label: 'Text' },
      value: { type: 'wysiwyg', value: { text: '<p>Hallo</p>' } },
      copiedAt: '2026-11-27T10:00:00.000Z',
    });
    expect(item.copiedAt).toBe('2026-11-27T10:00:00.000Z');
  });

  it('pastes an item only where its kind fits', () => {
    writeClipboard(window.localStorage, 'navigation-item', { label: 'Start' }, { from: 'navigation:main', label: 'Start' });
    expect(readClipboard(window.localStorage, 'site-block')).toBeNull();
    expect(readClipboard(window.localStorage, 'navigation-item')?.value).toEqual({ label: 'Start' });
    // A stored value of another kind under the key, or no JSON at all, is not an item.
    window.localStorage.setItem(clipboardKey('site-blocks'), JSON.stringify({ kind: 'site-block', context: { kind: 'site-block' }, value: 1, copiedAt: 'x' }));
    expect(readClipboard(window.localStorage, 'site-blocks')).toBeNull();
    window.localStorage.setItem(clipboardKey('site-blocks'), '{kaputt');
    expect(readClipboard(window.localStorage, 'site-blocks')).toBeNull();
  });

  it('shows a copy at once where that kind can be pasted, not where another kind is', () => {
    const pasted: unknown[] = [];
    renderWithTheme(
      <>
        <Copier />
        <ClipboardNote kind="site-block" onPaste={(value) => pasted.push(value)} />
        <ClipboardNote kind="navigation-item" onPaste={(value) => pasted.push(value)} />
      </>,
    );
    expect(screen.queryByTestId('clipboard-site-block')).toBeNull();
    fireEvent.click(screen.getByText('kopieren'));
    expect(screen.getByTestId('clipboard-site-block').textContent).toContain('Zwischenablage: Block „Linie“ aus site:12');
    expect(screen.queryByTestId('clipboard-navigation-item')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Einfügen' }));
    expect(pasted).toEqual([{ type: 'line' }]);
  });

  it('follows a copy made in another tab', () => {
    renderWithTheme(<ClipboardNote kind="site-blocks" onPaste={() => undefined} />);
    act(() => {
      writeClipboard(window.localStorage, 'site-blocks', [{ type: 'line', value: {} }], { from: 'site:3', label: 'Abschnitt' });
      window.dispatchEvent(new StorageEvent('storage', { key: clipboardKey('site-blocks') }));
    });
    expect(screen.getByTestId('clipboard-site-blocks').textContent).toContain('Abschnitt „Abschnitt“ aus site:3');
  });
});
