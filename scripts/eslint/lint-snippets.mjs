// Lints code snippets as if they were files at the given paths, with the repository's ESLint
// config (scripts/lint-boundaries.test.ts). A separate process: ESLint loads its config with a
// dynamic import, which Jest's module sandbox does not run.
// stdin: [{ file, code }] with paths relative to the repository; stdout: [{ file, messages }].
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const configFile = process.env.BOUNDARIES_ESLINT_CONFIG ?? 'eslint.config.mjs';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: path.join(repoRoot, configFile) });
const answers = [];
for (const { file, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  answers.push({ file, messages: (result?.messages ?? []).map(({ ruleId, message, fatal }) => ({ ruleId, message, fatal: fatal ?? false })) });
}
process.stdout.write(JSON.stringify(answers));
