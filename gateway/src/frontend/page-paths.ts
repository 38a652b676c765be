/**
 * Which paths are pages (answered with the shell's HTML and a status the gateway decides,
 * docs/adr/0039-page-statuses.md) and which never are: the API, media, built files, health checks,
 * robots.txt and sitemap.xml have their own routes, and a path that names a file by its extension
 * (a favicon, a web app manifest, a script, a style sheet, a source map, an image) is a plain 404
 * until something serves it (issue 25: the installable-app issue will serve the icons and manifest).
 */
const NOT_PAGES = /^\/(api|image|upload|assets)(\/|$)|^\/(healthz|readyz|sitemap\.xml|robots\.txt)$/;
const FILE_NAMES = /\.(js|mjs|json|webmanifest|css|map|png|jpe?g|gif|webp|svg|avif|ico)$/i;

export function isPagePath(path: string): boolean {
  return !NOT_PAGES.test(path) && !FILE_NAMES.test(path);
}
