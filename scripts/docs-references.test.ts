/**
 * Issue 18: the repository explains itself. The code cites the product description as `SPEC §N`
 * and decisions as `ADR 0023` / `docs/adr/0023-…`; every such reference must resolve inside the
 * repository: `docs/product/0N-*.md` for §N (and a name quoted after it, `SPEC §4 "Staff
 * actions"`, appears in that file), `docs/adr/` for ADRs, `docs/architecture.md` for the
 * sections `ARCHITECTURE.md "…"` names, and every markdown path and link the docs and code give.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const PRODUCT_DIR = path.join(ROOT, 'docs', 'product');
const ADR_DIR = path.join(ROOT, 'docs', 'adr');
const ARCHITECTURE = path.join(ROOT, 'docs', 'architecture.md');
const SECTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'coverage',
  '.data',
  '.git',
  '.swc',
  'test-results',
  'playwright-report',
]);
const CODE_FILE = /\.(?:ts|tsx|js|mjs|cjs|ya?ml)$/;
const SELF = path.relative(ROOT, __filename);

function filesUnder(dir: string, wanted: RegExp): string[] {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(full, wanted);
    return wanted.test(entry.name) ? [full] : [];
  });
}

interface Source {
  file: string;
  /** The text with comment continuations joined, so a reference split over two lines reads as one. */
  text: string;
}

const joinLines = (text: string) => text.replace(/[ \t]*\r?\n[ \t]*(?:\*(?!\/)|\/\/+|#)?[ \t]*/g, ' ');
const read = (file: string): Source => ({
  file: path.relative(ROOT, file),
  text: joinLines(readFileSync(file, 'utf8')),
});

const code = filesUnder(ROOT, CODE_FILE)
  .filter((file) => path.relative(ROOT, file) !== SELF)
  .map(read);
/** The decision records and the README cite sections and ADRs too. */
const writings = [...filesUnder(ADR_DIR, /\.md$/), path.join(ROOT, 'README.md')].map(read);

/** Lower case, one space, straight quotes, no markdown emphasis: how a quoted name is looked up. */
const normalise = (text: string) =>
  text.replace(/[`*]/g, '').replace(/[“”„]/g, '"').replace(/[‘’]/g, "'").replace(/\s+/g, ' ').toLowerCase();

/** The product file of section N: exactly one `docs/product/0N-*.md`. */
function sectionFiles(n: number): string[] {
  const prefix = `${String(n).padStart(2, '0')}-`;
  return filesUnder(PRODUCT_DIR, /\.md$/).filter((file) => path.basename(file).startsWith(prefix));
}

interface SpecReference {
  file: string;
  section: number;
  /** A name quoted right after a single-section reference: `SPEC §5 "Opening hours"`. */
  quoted: string | null;
}

/** `SPEC §4`, `SPEC §3, §4 and §9`, `SPEC §4/§5`, optionally followed by a quoted name. */
const SPEC_REFERENCE = /SPEC\s+(§\d+(?:\s*(?:,|\/|and|&)\s*§\d+)*)(?:\s+(["“'])(.{1,80}?)["”'])?/g;

function specReferences(sources: readonly Source[]): SpecReference[] {
  return sources.flatMap(({ file, text }) =>
    [...text.matchAll(SPEC_REFERENCE)].flatMap((match) => {
      const sections = [...(match[1] ?? '').matchAll(/§(\d+)/g)].map((found) => Number(found[1]));
      const quoted = sections.length === 1 ? (match[3] ?? null) : null;
      return sections.map((section) => ({ file, section, quoted }));
    }),
  );
}

/** `ADR 0023`, `ADRs 0010, 0011`, `docs/adr/0023` and `docs/adr/0023-server-rendered-first-screen.md`. */
function adrReferences(sources: readonly Source[]): Array<{ file: string; adr: string }> {
  return sources.flatMap(({ file, text }) => [
    ...[...text.matchAll(/\bADRs?\s+(\d{4}(?:\s*(?:,|\/|and|&)\s*\d{4})*)/g)].flatMap((match) =>
      [...(match[1] ?? '').matchAll(/\d{4}/g)].map((number) => ({ file, adr: number[0] })),
    ),
    ...[...text.matchAll(/docs\/adr\/(\d{4}(?:-[a-z0-9-]+\.md)?)/g)].map((match) => ({
      file,
      adr: match[1] ?? '',
    })),
  ]);
}

const adrFiles = readdirSync(ADR_DIR).filter((name) => /^\d{4}-.+\.md$/.test(name));
const adrExists = (adr: string) =>
  adr.endsWith('.md') ? adrFiles.includes(adr) : adrFiles.some((name) => name.startsWith(`${adr}-`));

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '');
  for (const [, heading] of withoutCode.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = (heading ?? '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Every relative link of a markdown file that does not resolve (file, or heading anchor in it). */
function brokenLinks(file: string): string[] {
  const markdown = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].flatMap(([, target = '']) => {
    if (/^[a-z]+:/i.test(target)) return [];
    const [pathPart = '', anchor] = target.split('#');
    const resolved = pathPart === '' ? file : path.resolve(path.dirname(file), pathPart);
    if (!existsSync(resolved)) return [`${path.relative(ROOT, file)}: ${target}`];
    if (anchor && resolved.endsWith('.md') && !anchorsOf(readFileSync(resolved, 'utf8')).has(anchor)) {
      return [`${path.relative(ROOT, file)}: ${target} (no such heading)`];
    }
    return [];
  });
}

describe('documentation references (issue 18)', () => {
  it('has one product file per section, §1 to §9, each headed by its number', () => {
    for (const n of SECTIONS) {
      const files = sectionFiles(n);
      expect(files.map((file) => path.relative(ROOT, file))).toHaveLength(1);
      expect(readFileSync(files[0] ?? '', 'utf8').split('\n')[0]).toMatch(new RegExp(`^# §${n} \\S`));
    }
    const index = readFileSync(path.join(PRODUCT_DIR, 'README.md'), 'utf8');
    for (const n of SECTIONS) expect(index).toContain(`(${path.basename(sectionFiles(n)[0] ?? '')})`);
  });

  it('resolves every SPEC §N the code and the decision records cite to its product file', () => {
    const references = specReferences([...code, ...writings]);
    expect(references.length).toBeGreaterThan(500);
    const unresolved = references
      .filter(({ section }) => sectionFiles(section).length !== 1)
      .map(({ file, section }) => `${file}: SPEC §${section}`);
    expect(unresolved).toEqual([]);
  });

  it('finds a name quoted after a SPEC reference in that section', () => {
    const quoted = specReferences([...code, ...writings]).filter(
      (reference): reference is SpecReference & { quoted: string } => reference.quoted !== null,
    );
    expect(quoted.length).toBeGreaterThan(10);
    const missing = quoted
      .filter(({ section, quoted: name }) => {
        const file = sectionFiles(section)[0];
        return !file || !normalise(readFileSync(file, 'utf8')).includes(normalise(name));
      })
      .map(({ file, section, quoted: name }) => `${file}: SPEC §${section} "${name}"`);
    expect(missing).toEqual([]);
  });

  it('finds every cited ADR in docs/adr/', () => {
    const references = adrReferences([...code, ...writings]);
    expect(references.length).toBeGreaterThan(50);
    const missing = references
      .filter(({ adr }) => !adrExists(adr))
      .map(({ file, adr }) => `${file}: ADR ${adr}`);
    expect(missing).toEqual([]);
  });

  it('finds every markdown path the code cites', () => {
    const missing = code.flatMap(({ file, text }) =>
      [...text.matchAll(/(?<![\w./-])((?:docs|notes)\/[\w./-]*\.md)\b/g)]
        .map((match) => match[1] ?? '')
        .filter((cited) => !existsSync(path.join(ROOT, cited)))
        .map((cited) => `${file}: ${cited}`),
    );
    expect(missing).toEqual([]);
  });

  it('has every section of docs/architecture.md the code quotes (as ARCHITECTURE.md "…" or by its path)', () => {
    const architecture = readFileSync(ARCHITECTURE, 'utf8');
    const titles = [...architecture.matchAll(/^#{1,6}\s+(.+)$|\*\*([^*]+?)\.?\*\*/gm)].map((match) =>
      normalise(match[1] ?? match[2] ?? ''),
    );
    const cited = code.flatMap(({ file, text }) =>
      [...text.matchAll(/(?:ARCHITECTURE(?:\.md)?|docs\/architecture\.md):?\s+["“]([^"”]{2,60})["”]/g)].map(
        (match) => ({
          file,
          name: match[1] ?? '',
        }),
      ),
    );
    expect(cited.length).toBeGreaterThan(5);
    const missing = cited
      .filter(({ name }) => !titles.includes(normalise(name)))
      .map(({ file, name }) => `${file}: "${name}"`);
    expect(missing).toEqual([]);
  });

  it('resolves every relative link of the product pages, the architecture and the README', () => {
    const pages = [...filesUnder(PRODUCT_DIR, /\.md$/), ARCHITECTURE, path.join(ROOT, 'README.md')];
    expect(pages.flatMap(brokenLinks)).toEqual([]);
  });

  it('reads anchors and references as GitHub and the code write them', () => {
    expect([
      ...anchorsOf('# §4 States and transitions\n## Order status (status page)\n## Cart\n## Cart'),
    ]).toEqual(['4-states-and-transitions', 'order-status-status-page', 'cart', 'cart-1']);
    const sample: Source = {
      file: 'x.ts',
      text: joinLines('// SPEC §3, §4 and §9; see\n// SPEC §5 "Opening\n// hours" (ADRs 0004, 0007)'),
    };
    expect(specReferences([sample]).map(({ section, quoted }) => [section, quoted])).toEqual([
      [3, null],
      [4, null],
      [9, null],
      [5, 'Opening hours'],
    ]);
    expect(adrReferences([sample]).map(({ adr }) => adr)).toEqual(['0004', '0007']);
  });
});
