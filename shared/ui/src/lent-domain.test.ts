/**
 * @jest-environment node
 */
// A remote build swaps its own copies of exactly the files behind the lent entries for the shell's
// (ADR 0011 §11): if a lent module moved and the build no longer recognised it, the remote would
// bundle it a second time and the guest budget would break.
import path from 'node:path';
import { LENT_DOMAIN_MODULES } from './lent-domain';

interface LentDomainBuild {
  LENT: readonly string[];
  lentModuleOf(resource: string | undefined): string | null;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack preset is CommonJS
const { LENT, lentModuleOf } = require(
  path.join(__dirname, '..', 'webpack', 'lent-domain.js'),
) as LentDomainBuild;

describe('domain modules the shell lends to the remotes', () => {
  it('are the ones the shell hands out, under the same names', () => {
    expect([...LENT].sort()).toEqual(Object.keys(LENT_DOMAIN_MODULES).sort());
  });

  it('are recognised by the file behind each @theke/domain entry, wherever the domain keeps it', () => {
    for (const name of LENT) expect(lentModuleOf(require.resolve(`@theke/domain/${name}`))).toBe(name);
    expect(lentModuleOf(require.resolve('@theke/domain'))).toBeNull();
    expect(lentModuleOf(undefined)).toBeNull();
  });
});
