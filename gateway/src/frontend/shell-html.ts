import type { ApplicationName, RemoteEntry } from '@theke/ui/server';

export const HEAD_PLACEHOLDER = '<!--theke:head-->';
/** The element holding the inlined registry: a JSON data block, never executed, so no CSP exception. */
export const REGISTRY_ELEMENT_ID = 'theke-registry';

export interface ShellHead {
  application: ApplicationName;
  registry: RemoteEntry[];
  /** Script URLs the opened route needs: downloaded alongside the shell's main.js. */
  scripts: string[];
  /** Data the shell fetches at start. */
  fetches: string[];
}

/** JSON inside a <script> data block: nothing in it may close the element or open a comment. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Inlines the application's registry and the preload links into the shell's index.html. */
export function renderShellHtml(template: string, head: ShellHead): string {
  const registry = `<script type="application/json" id="${REGISTRY_ELEMENT_ID}">${inlineJson({ app: head.application, remotes: head.registry })}</script>`;
  const scripts = head.scripts.map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`);
  const fetches = head.fetches.map(
    (href) => `<link rel="preload" as="fetch" href="${escapeAttribute(href)}" crossorigin="anonymous">`,
  );
  const block = [registry, ...fetches, ...scripts].join('\n    ');
  return template.includes(HEAD_PLACEHOLDER)
    ? template.replace(HEAD_PLACEHOLDER, block)
    : template.replace('</head>', `    ${block}\n  </head>`);
}
