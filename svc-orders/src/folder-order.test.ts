/**
 * Issue 18: svc-orders' folders import forwards only (docs/architecture.md "Repository layout").
 * The order, earliest first; a module may import its own folder and the ones before it:
 *
 *   migrations → settings.ts → catalogue-cache → runtime.ts → pricing → orders → payments →
 *   notifications → devices → printing → statistics → demo → (top: orders-runtime.ts, service.ts,
 *   index.ts, main.ts, testing/)
 *
 * `runtime.ts` holds the types every folder's use cases share (context, settings, catalogue);
 * orders declares what it asks of payments and notifications (`orders/order-ports.ts`), printing
 * reaches devices but not the reverse (the device test print is passed in by `service.ts`), and the
 * top composes the whole. Relative imports count, type-only ones included; tests are not checked.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = __dirname;

/** Folders and top-level modules (without `.ts`), earliest first; the last entry is the top. */
const ORDER: readonly (readonly string[])[] = [
  ['migrations'],
  ['settings'],
  ['catalogue-cache'],
  ['runtime'],
  ['pricing'],
  ['orders'],
  ['payments'],
  ['notifications'],
  ['devices'],
  ['printing'],
  ['statistics'],
  ['demo'],
  ['orders-runtime', 'service', 'index', 'main', 'testing'],
];

const RANK = new Map(ORDER.flatMap((names, rank) => names.map((name) => [name, rank] as const)));

interface Source {
  /** Path under src/, with forward slashes. */
  file: string;
  text: string;
}

/** `orders/place-order.ts` → `orders`; `settings.ts` → `settings`. */
const unitOf = (file: string) => (file.split('/')[0] ?? '').replace(/\.ts$/, '');

/** Every relative specifier of a module: `import … from`, `export … from`, `import '…'`, `import('…')`. */
function relativeImports(text: string): string[] {
  const found = text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g);
  return [...found].map((match) => match[1] ?? '');
}

/** Each import of a module from a later folder (or one not in ORDER), as `file → target`. */
function backwardImports(sources: readonly Source[]): string[] {
  return sources.flatMap(({ file, text }) => {
    const from = RANK.get(unitOf(file));
    if (from === undefined) return [`${file}: folder not in the order`];
    return relativeImports(text).flatMap((specifier) => {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      const to = RANK.get(unitOf(target));
      return to === undefined || to > from ? [`${file} → ${target}`] : [];
    });
  });
}

function productionSources(dir: string): Source[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return productionSources(full);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [{ file: path.relative(SRC, full).split(path.sep).join('/'), text: readFileSync(full, 'utf8') }];
  });
}

describe('svc-orders folder order', () => {
  it('has no module importing a folder that comes later in the order', () => {
    const sources = productionSources(SRC);
    expect(sources.length).toBeGreaterThan(50);
    expect(backwardImports(sources)).toEqual([]);
  });

  it('reports a later folder, type-only imports and folders missing from the order', () => {
    const samples: Array<[file: string, text: string]> = [
      ['pricing/order-pricing.ts', "import type { ChosenOption } from '../orders/order.model';"],
      ['devices/devices.service.ts', "import { queueReceipt } from '../printing/print-jobs.service';"],
      ['orders/place-order.ts', "import type { OrdersRuntime } from '../orders-runtime';"],
      ['printing/receipt.ts', "import type { OrderRecord } from '../orders/order.model';"],
      ['payments/fakes/demo-providers.ts', "import type { MollieSettings } from '../../settings';"],
      ['service.ts', "export { seedDemoOrders } from './demo/demo-orders';\nimport './printing/receipt';"],
      ['reports/daily.ts', ''],
    ];
    expect(backwardImports(samples.map(([file, text]) => ({ file, text })))).toEqual([
      'pricing/order-pricing.ts → orders/order.model',
      'devices/devices.service.ts → printing/print-jobs.service',
      'orders/place-order.ts → orders-runtime',
      'reports/daily.ts: folder not in the order',
    ]);
  });
});
