// Issue 18: the package boundaries are checked by `npm run lint`, not just agreed. Each case lints a
// small snippet as if it were a file at that path, with the repository's own ESLint config.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

interface Snippet {
  file: string;
  code: string;
}

const CASES = {
  deepImport: {
    file: 'mfe-store/src/features/checkout/components/Example.tsx',
    code: "import { Input } from '@theke/ui/src/primitives/Field';\nexport const field = Input;\n",
  },
  relativeIntoPackage: {
    file: 'gateway/src/frontend/example.ts',
    code: "import { REMOTES } from '../../../shared/ui/src/route-module/registry';\nexport const remotes = REMOTES;\n",
  },
  crossService: {
    file: 'svc-orders/src/orders/example.ts',
    code: "import { catalogService } from '@theke/svc-catalog';\nexport const peer = catalogService;\n",
  },
  testIntoServiceInternals: {
    file: 'svc-orders/src/orders/example.test.ts',
    code:
      "import { catalogService } from '@theke/svc-catalog';\n" +
      "import { CATALOG_MIGRATIONS } from '@theke/svc-catalog/src/migrations';\n" +
      'export const peer = [catalogService, CATALOG_MIGRATIONS];\n',
  },
  crossRemote: {
    file: 'mfe-backoffice/src/features/orders/example.tsx',
    code: "import StorePage from '@theke/mfe-store/routes/StorePage';\nexport const page = StorePage;\n",
  },
  sharedImportsApp: {
    file: 'shared/ui/src/example.ts',
    code: "import { renderFirstScreen } from '@theke/shell/server';\nexport const render = renderFirstScreen;\n",
  },
  featureFromRoute: {
    file: 'mfe-store/src/routes/ExamplePage.tsx',
    code: "import { useCartOf } from '../features/cart/cart-store';\nexport const cart = useCartOf;\n",
  },
  featureFromFeature: {
    file: 'mfe-store/src/features/checkout/components/Example.tsx',
    code: "import { addToCart } from '../../cart/cart-store';\nexport const add = addToCart;\n",
  },
  testingInProduction: {
    file: 'svc-catalog/src/products/example.ts',
    code: "import { startTestService } from '@theke/server/testing';\nexport const start = startTestService;\n",
  },
  helperOutsideTesting: { file: 'svc-catalog/src/products/product.test-helper.ts', code: 'export const payload = {};\n' },
  legalInFeature: {
    file: 'mfe-store/src/features/checkout/components/Example.tsx',
    code:
      "import { Input } from '@theke/ui/forms';\nimport { money } from '@theke/domain';\n" +
      "import { useCartOf } from '../../cart';\nimport { checkoutState } from '../checkout-state';\n" +
      'export const parts = [Input, money, useCartOf, checkoutState];\n',
  },
  legalInGateway: {
    file: 'gateway/src/frontend/example.ts',
    code:
      "import { REMOTES } from '@theke/ui/server';\nimport { renderFirstScreen } from '@theke/shell/server';\n" +
      'export const parts = [REMOTES, renderFirstScreen];\n',
  },
  legalPeerInTest: {
    file: 'svc-orders/src/orders/example.test.ts',
    code:
      "import { catalogService } from '@theke/svc-catalog';\nimport { startTestService } from '@theke/server/testing';\n" +
      'export const parts = [catalogService, startTestService];\n',
  },
  kitToClient: {
    file: 'shared/ui/src/primitives/Example.tsx',
    code: "import { apiGet } from '../api/api-client';\nexport const get = apiGet;\n",
  },
  browserToBuild: {
    file: 'shared/ui/src/router/example.ts',
    code: "import preset from '../../webpack/webpack-preset';\nexport const build = preset;\n",
  },
  legalInUi: {
    file: 'shared/ui/src/api/example.ts',
    code: "import { useTranslation } from '../i18n/use-translation';\nimport { theme } from '../theme/theme';\nexport const parts = [useTranslation, theme];\n",
  },
  legalRouteModule: {
    file: 'shell/src/server/example.ts',
    code: "export const load = () => import('@theke/mfe-store/routes/StorePage');\n",
  },
} satisfies Record<string, Snippet>;

type CaseName = keyof typeof CASES;

let reported: Record<CaseName, string[]>;

beforeAll(() => {
  // ESLint loads its config with a dynamic import, which Jest's sandbox does not run: one child process.
  const names = Object.keys(CASES) as CaseName[];
  const output = execFileSync(process.execPath, [path.join(__dirname, 'eslint', 'lint-snippets.mjs')], {
    input: JSON.stringify(names.map((name) => CASES[name])),
    encoding: 'utf8',
  });
  const answers = JSON.parse(output) as Array<{ file: string; messages: Array<{ ruleId: string | null; message: string; fatal: boolean }> }>;
  reported = {} as Record<CaseName, string[]>;
  names.forEach((name, index) => {
    const messages = answers[index]?.messages ?? [];
    const fatal = messages.find((message) => message.fatal);
    if (fatal) throw new Error(`${name}: ${fatal.message}`);
    reported[name] = messages.filter((message) => message.ruleId?.startsWith('theke/')).map((message) => message.message);
  });
}, 120_000);

describe('import boundaries (npm run lint)', () => {
  it("reports a deep import into another package's src/ and names its entries", () => {
    expect(reported.deepImport).toEqual([expect.stringContaining("'@theke/ui/src/primitives/Field' is not an entry of @theke/ui")]);
    expect(reported.deepImport[0]).toContain('@theke/ui/forms');
  });

  it("reports a relative path into another package's src/", () => {
    expect(reported.relativeIntoPackage).toEqual([expect.stringContaining('reaches into @theke/ui by a relative path')]);
  });

  it('reports a service importing another service', () => {
    expect(reported.crossService).toEqual([
      expect.stringContaining('A service does not import another service (@theke/svc-orders → @theke/svc-catalog)'),
    ]);
  });

  it("reports a test reaching into another service's internals, though it may start it as a peer", () => {
    expect(reported.testIntoServiceInternals).toEqual([
      expect.stringContaining("'@theke/svc-catalog/src/migrations' is not an entry of @theke/svc-catalog"),
    ]);
  });

  it('reports a remote importing another remote', () => {
    expect(reported.crossRemote).toEqual([
      expect.stringContaining('A remote does not import another remote (@theke/mfe-backoffice → @theke/mfe-store)'),
    ]);
  });

  it('reports shared code importing an app', () => {
    expect(reported.sharedImportsApp).toEqual([
      expect.stringContaining('a shared package (@theke/ui) does not import the shell (@theke/shell)'),
    ]);
  });

  it('reports a feature imported other than through its index.ts, from a route and from another feature', () => {
    expect(reported.featureFromRoute).toEqual([expect.stringContaining("reaches into feature 'cart'")]);
    expect(reported.featureFromRoute[0]).toContain("'../features/cart'");
    expect(reported.featureFromFeature).toEqual([expect.stringContaining("reaches into feature 'cart'")]);
  });

  it('reports production code importing a testing entry', () => {
    expect(reported.testingInProduction).toEqual([expect.stringContaining("'@theke/server/testing' is a test helper")]);
  });

  it('reports a test helper outside the src/testing/ folder', () => {
    expect(reported.helperOutsideTesting).toEqual([expect.stringContaining("helpers live in the package's src/testing/ folder")]);
  });

  it("reports @theke/ui's kit reaching up into its client layer, and its browser code into the build preset", () => {
    expect(reported.kitToClient).toEqual([expect.stringContaining("'../api/api-client' is @theke/ui's client layer")]);
    expect(reported.browserToBuild).toEqual([expect.stringContaining("'../../webpack/webpack-preset' is @theke/ui's build preset")]);
  });

  it.each(['legalInFeature', 'legalInGateway', 'legalPeerInTest', 'legalRouteModule', 'legalInUi'] as const)(
    'passes imports through declared entries in the allowed direction (%s)',
    (name) => {
      expect(reported[name]).toEqual([]);
    },
  );
});
