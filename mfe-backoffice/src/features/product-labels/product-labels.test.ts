import { ApiError, translate } from '@theke/ui';
import {
  LABEL_LAYOUT_OPTIONS,
  PopupBlocked,
  labelSelectionProblem,
  labelsUrl,
  printLabels,
  type LabelPrinting,
} from './product-labels';

/** A browser whose tab and download the test watches. */
function fakeBrowser(download: (url: string) => Promise<Blob>, tabOpens = true) {
  const tab = { location: { href: '' }, close: jest.fn() };
  const browser = {
    openTab: jest.fn(() => (tabOpens ? tab : null)),
    download: jest.fn(download),
    addressOf: jest.fn(() => 'blob:http://127.0.0.1/etiketten'),
  } satisfies LabelPrinting;
  return { tab, browser };
}

const pdf = new Blob(['%PDF-1.3'], { type: 'application/pdf' });

describe('price label choices (SPEC §9 grids)', () => {
  it("offers 'Kompakt (12 × 4)' and 'Detail (5 × 2)'", () => {
    expect(LABEL_LAYOUT_OPTIONS.map((option) => translate(`productLabels.${option.layout}`, option))).toEqual(
      ['Kompakt (12 × 4)', 'Detail (5 × 2)'],
    );
  });

  it('asks for the ids in order, a product named twice printed twice', () => {
    expect(labelsUrl([3, 3, 5], 'detail')).toBe('/api/products/labels?ids=3,3,5&layout=detail');
  });

  it('prints nothing for an empty selection and refuses more than 500 labels before asking', () => {
    expect(labelSelectionProblem([])).toBe('none');
    expect(labelSelectionProblem([1])).toBeNull();
    expect(labelSelectionProblem(Array<number>(500).fill(1))).toBeNull();
    expect(labelSelectionProblem(Array<number>(501).fill(1))).toBe('tooMany');
    expect(translate('productLabels.tooMany', { limit: 500 })).toBe(
      'Es können höchstens 500 Etiketten auf einmal gedruckt werden.',
    );
  });
});

describe('printing labels', () => {
  it('opens the new tab within the click, before the PDF is fetched, then shows the PDF in it', async () => {
    let finish: (blob: Blob) => void = () => undefined;
    const { tab, browser } = fakeBrowser(() => new Promise<Blob>((resolve) => (finish = resolve)));
    const printing = printLabels([7, 8], 'compact', browser);
    expect(browser.openTab).toHaveBeenCalledTimes(1);
    expect(browser.download).toHaveBeenCalledWith('/api/products/labels?ids=7,8&layout=compact');
    expect(tab.location.href).toBe('');
    finish(pdf);
    await printing;
    expect(browser.addressOf).toHaveBeenCalledWith(pdf);
    expect(tab.location.href).toBe('blob:http://127.0.0.1/etiketten');
    expect(tab.close).not.toHaveBeenCalled();
  });

  it("closes the empty tab again and hands on the server's message when the PDF is refused", async () => {
    const refusal = new ApiError('Folgende Produkte wurden nicht gefunden: 8.', 422, [], () =>
      Promise.resolve(),
    );
    const { tab, browser } = fakeBrowser(() => Promise.reject(refusal));
    await expect(printLabels([7, 8], 'detail', browser)).rejects.toBe(refusal);
    expect(tab.close).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing when the browser blocks the new tab', async () => {
    const { browser } = fakeBrowser(() => Promise.resolve(pdf), false);
    await expect(printLabels([7], 'compact', browser)).rejects.toBeInstanceOf(PopupBlocked);
    expect(browser.download).not.toHaveBeenCalled();
    expect(translate('productLabels.popupBlocked')).toBe(
      'Das neue Fenster wurde blockiert. Bitte erlauben Sie Pop-ups für diese Seite.',
    );
  });
});
