// The package boundaries of the repository, checked by lint (docs/adr/0032-import-boundaries.md).
// A local rule rather than no-restricted-imports patterns: it resolves relative paths (a path can
// leave its package or enter another feature at any depth) and reads each package's `exports`, so
// the entries a package declares are the one list of what others may import.
import fs from 'node:fs';
import path from 'node:path';

/** Where a workspace sits in the dependency direction: apps import shared/, never the reverse. */
function kindOf(dir) {
  if (dir.startsWith('shared/')) return 'shared';
  if (dir.startsWith('svc-')) return 'service';
  if (dir.startsWith('mfe-')) return 'remote';
  if (dir === 'gateway' || dir === 'shell') return dir;
  return 'tooling';
}

/** The workspaces (root package.json) with their names and declared entries. */
export function readWorkspaces(repoRoot) {
  const root = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  return root.workspaces.map((dir) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8'));
    // `./src/...` keys only keep an old deep import resolving while its file is rewritten: lint
    // still reports every import through them.
    const entries = manifest.exports ? Object.keys(manifest.exports).filter((entry) => !entry.startsWith('./src/')) : ['.'];
    return { dir, name: manifest.name, entries, kind: kindOf(dir) };
  });
}

/** Which kinds a kind may import at all (tooling: e2e, bench and scripts compose everything). */
const MAY_IMPORT = {
  shared: ['shared'],
  service: ['shared', 'service'],
  gateway: ['shared', 'shell', 'service'],
  shell: ['shared', 'remote'],
  remote: ['shared'],
  tooling: ['shared', 'service', 'gateway', 'shell', 'remote', 'tooling'],
};

const KIND_NAMES = {
  shared: 'a shared package',
  service: 'a service',
  gateway: 'the gateway',
  shell: 'the shell',
  remote: 'a remote',
  tooling: 'a tooling package',
};

const toPosix = (file) => file.split(path.sep).join('/');

/** Test code: test files and the helpers in a `testing/` folder; e2e, bench and scripts are tooling. */
const isTestFile = (relative) => /\.(test|spec)\.tsx?$/.test(relative) || /(^|\/)testing\//.test(relative);

function entryMatches(entry, subpath) {
  const star = entry.indexOf('*');
  if (star === -1) return entry === subpath;
  const [prefix, suffix] = [entry.slice(0, star), entry.slice(star + 1)];
  return subpath.length > prefix.length + suffix.length && subpath.startsWith(prefix) && subpath.endsWith(suffix);
}

const showEntries = (workspace) =>
  workspace.entries
    .filter((entry) => entry !== './package.json')
    .map((entry) => (entry === '.' ? workspace.name : `${workspace.name}${entry.slice(1)}`))
    .join(', ');

/**
 * @theke/ui is one package, shared as one singleton (ADR 0032), holding three layers (ADR 0052):
 * the UI kit (these folders), the platform client layer above it (api client, router, route
 * modules, consent, analytics, the shell's kit parts, providers) and the build preset
 * (`shared/ui/webpack/`, plain CommonJS for webpack). The kit never reaches up into the client
 * layer, and the browser code never into the build preset.
 */
const UI_KIT = new Set(['theme', 'primitives', 'pickers', 'format', 'errors', 'i18n', 'texts']);

/** 'kit', 'client' or 'build' for a file of @theke/ui; null elsewhere and for its test helpers. */
function uiLayerOf(relative) {
  if (relative.startsWith('shared/ui/webpack/')) return 'build';
  const match = /^shared\/ui\/src\/([^/.]+)/.exec(relative);
  if (!match || match[1] === 'testing') return null;
  return UI_KIT.has(match[1]) ? 'kit' : 'client';
}

/** `{ feature, rest }` when the file lies inside `src/features/<feature>/` of a package. */
function featureOf(relative) {
  const match = /^(.*\/src\/features\/)([^/]+)(?:\/(.*))?$/.exec(relative);
  return match ? { root: match[1], feature: match[2], rest: match[3] ?? '' } : null;
}

/**
 * @param {{ repoRoot: string, workspaces?: ReturnType<typeof readWorkspaces> }} options
 */
export function createBoundariesPlugin({ repoRoot, workspaces = readWorkspaces(repoRoot) }) {
  const byName = new Map(workspaces.map((workspace) => [workspace.name, workspace]));
  const packageOf = (relative) =>
    workspaces.find((workspace) => relative === workspace.dir || relative.startsWith(`${workspace.dir}/`)) ?? null;
  const relativeToRoot = (file) => toPosix(path.relative(repoRoot, file));

  /** The checks of one import specifier from one file; returns a report or null. */
  function check(filename, specifier) {
    const from = relativeToRoot(filename);
    if (from.startsWith('..')) return null;
    const fromPackage = packageOf(from);
    const fromKind = fromPackage?.kind ?? 'tooling';
    const fromName = fromPackage?.name ?? from.split('/')[0];
    const testCode = isTestFile(fromPackage ? from.slice(fromPackage.dir.length + 1) : from) || fromKind === 'tooling';

    if (specifier.startsWith('.')) {
      const target = relativeToRoot(path.resolve(path.dirname(filename), specifier));
      const targetPackage = packageOf(target);
      if (targetPackage && targetPackage !== fromPackage) {
        return { messageId: 'relativeIntoPackage', data: { specifier, to: targetPackage.name, entries: showEntries(targetPackage) } };
      }
      if (!testCode && /(^|\/)testing(\/|$)/.test(target.slice((targetPackage?.dir.length ?? -1) + 1))) {
        return { messageId: 'testingInProduction', data: { specifier } };
      }
      const [fromLayer, toLayer] = [uiLayerOf(from), uiLayerOf(target)];
      if (!testCode && fromLayer === 'kit' && toLayer === 'client') return { messageId: 'kitToClient', data: { specifier } };
      if (!testCode && fromLayer && fromLayer !== 'build' && toLayer === 'build') return { messageId: 'browserToBuild', data: { specifier } };
      const fromFeature = featureOf(from);
      const toFeature = featureOf(target);
      const sameFeature = fromFeature && toFeature && fromFeature.root === toFeature.root && fromFeature.feature === toFeature.feature;
      if (toFeature && !sameFeature && !/^(index(\.tsx?)?)?$/.test(toFeature.rest)) {
        const throughIndex = toPosix(path.relative(path.dirname(from), `${toFeature.root}${toFeature.feature}`));
        return {
          messageId: 'featureInternals',
          data: { specifier, feature: toFeature.feature, suggestion: throughIndex.startsWith('.') ? throughIndex : `./${throughIndex}` },
        };
      }
      return null;
    }

    const match = /^(@theke\/[^/]+)(\/.*)?$/.exec(specifier);
    const target = match ? byName.get(match[1]) : undefined;
    if (!match || !target) return null;
    const subpath = `.${match[2] ?? ''}`;
    if (!target.entries.some((entry) => entryMatches(entry, subpath))) {
      return { messageId: 'deepImport', data: { specifier, to: target.name, entries: showEntries(target) } };
    }
    if (!testCode && /(^|\/)testing$/.test(subpath)) return { messageId: 'testingInProduction', data: { specifier } };
    if (target === fromPackage) return null;
    const data = { from: fromName, to: target.name };
    if (fromKind === 'remote' && target.kind === 'remote') return { messageId: 'remoteToRemote', data };
    if ((fromKind === 'service' || fromKind === 'gateway') && target.kind === 'service') {
      // Tests may start another service as a real peer (its root entry) or use its test platform
      // and payloads (its testing entry); production code asks over HTTP or listens to events.
      if (testCode && (subpath === '.' || subpath === './testing')) return null;
      return { messageId: fromKind === 'service' ? 'serviceToService' : 'gatewayToService', data };
    }
    if (!MAY_IMPORT[fromKind].includes(target.kind)) {
      return { messageId: 'wrongDirection', data: { ...data, fromKind: KIND_NAMES[fromKind], toKind: KIND_NAMES[target.kind] } };
    }
    return null;
  }

  const importBoundaries = {
    meta: {
      type: 'problem',
      docs: { description: 'Packages are used through their declared entries, in the direction the architecture allows.' },
      schema: [],
      messages: {
        deepImport: "'{{specifier}}' is not an entry of {{to}}: import one of its declared entries ({{entries}}).",
        relativeIntoPackage:
          "'{{specifier}}' reaches into {{to}} by a relative path: import it by name, through one of its entries ({{entries}}).",
        serviceToService:
          'A service does not import another service ({{from}} → {{to}}): it asks over HTTP or listens to events (a test may start it as a peer through its root or testing entry).',
        gatewayToService:
          'The gateway does not import a service ({{from}} → {{to}}): it proxies to it over HTTP (a test may start it as a peer through its root or testing entry).',
        remoteToRemote: 'A remote does not import another remote ({{from}} → {{to}}): remotes meet through the shell’s routes and @theke/ui.',
        wrongDirection: 'Dependencies point from apps to shared/: {{fromKind}} ({{from}}) does not import {{toKind}} ({{to}}).',
        featureInternals:
          "'{{specifier}}' reaches into feature '{{feature}}': another feature or route uses it only through its index.ts ('{{suggestion}}').",
        testingInProduction: "'{{specifier}}' is a test helper: production code does not import a package's testing entry.",
        kitToClient:
          "'{{specifier}}' is @theke/ui's client layer: the UI kit (theme, primitives, pickers, format, errors, i18n, texts) does not depend on it (ADR 0052).",
        browserToBuild: "'{{specifier}}' is @theke/ui's build preset: browser code does not import it (ADR 0052).",
      },
    },
    create(context) {
      const filename = context.filename;
      const visit = (node) => {
        if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
        const report = check(filename, node.value);
        if (report) context.report({ node, ...report });
      };
      return {
        ImportDeclaration: (node) => visit(node.source),
        ExportNamedDeclaration: (node) => visit(node.source),
        ExportAllDeclaration: (node) => visit(node.source),
        ImportExpression: (node) => visit(node.source),
        TSExternalModuleReference: (node) => visit(node.expression),
        TSImportType: (node) => {
          // typescript-eslint 8 names it `source` (`argument` is deprecated and warns when read).
          const argument = node.source ?? node.argument;
          visit(argument?.type === 'TSLiteralType' ? argument.literal : argument);
        },
        CallExpression(node) {
          const callee = node.callee;
          const required = callee.type === 'Identifier' && callee.name === 'require';
          const mocked =
            callee.type === 'MemberExpression' &&
            callee.object.type === 'Identifier' &&
            callee.object.name === 'jest' &&
            callee.property.type === 'Identifier' &&
            ['mock', 'requireActual', 'doMock'].includes(callee.property.name);
          if (required || mocked) visit(node.arguments[0]);
        },
      };
    },
  };

  const testHelperLocation = {
    meta: {
      type: 'suggestion',
      docs: { description: 'Test helpers have one naming style: files in the package’s src/testing/ folder.' },
      schema: [],
      messages: {
        outsideTesting:
          "{{file}} looks like a test helper: helpers live in the package's src/testing/ folder (its './testing' entry), named for what they are.",
      },
    },
    create(context) {
      const relative = relativeToRoot(context.filename);
      const helperName = /(\.test-helper|\.fixtures?|(^|[/-])test-(fixtures|service|platform|helpers?))\.tsx?$|\/src\/testing\.tsx?$/;
      return {
        Program(node) {
          if (helperName.test(relative) && !/\/src\/testing\//.test(relative)) {
            context.report({ node, messageId: 'outsideTesting', data: { file: relative } });
          }
        },
      };
    },
  };

  return { rules: { 'import-boundaries': importBoundaries, 'test-helper-location': testHelperLocation } };
}
