import { readdirSync } from 'node:fs';
import path from 'node:path';

/** `npm run bench [name…]`: runs bench/<name>.bench.ts (all when none named), one after another. */
async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const available = readdirSync(__dirname)
    .filter((file) => file.endsWith('.bench.ts'))
    .map((file) => file.replace(/\.bench\.ts$/, ''));
  const selected = wanted.length > 0 ? wanted : available;
  for (const name of selected) {
    if (!available.includes(name)) throw new Error(`unknown benchmark ${name}; available: ${available.join(', ')}`);
    console.log(`\n▶ bench ${name}`);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- benchmarks are discovered by file name
    const bench = require(path.join(__dirname, `${name}.bench.ts`)) as { run(): Promise<void> };
    await bench.run();
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
