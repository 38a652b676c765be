import { createHash } from 'node:crypto';
import { imageFileName, THEME_DEFAULTS } from '@theke/domain';
import { theme } from '@theke/ui/server';
import { ICONS, type IconColours } from './app-icons';

/** The config fields the installable app reads (SPEC §3 Config). */
export interface InstallConfig {
  shopName?: string | null;
  title?: string | null;
  description?: string | null;
  seoDescription?: string | null;
  logo?: StoredImage | null;
  /** A favicon of its own (theme settings, ADR 0047); without it the logo stands in. */
  favicon?: StoredImage | null;
  themePrimaryColor?: string | null;
  themeBackgroundColor?: string | null;
  enablePluginPWA?: boolean | null;
}

type StoredImage = { id: number | string; version: number; extension: string };

/** The app's colours are the theme's: the configured ones, else the defaults (SPEC §9: #000000 and #333333). */
export function iconColours(config: InstallConfig | null): IconColours {
  return {
    // Plain colours (the UI theme's are CSS custom properties, ADR 0047).
    background: config?.themeBackgroundColor || THEME_DEFAULTS.themeBackgroundColor,
    primary: config?.themePrimaryColor || THEME_DEFAULTS.themePrimaryColor,
    inverse: theme.colors.inverse,
  };
}

/** The image the app icons are made of (the logo, else the favicon) and the one favicon.ico is. */
export function iconSource(config: InstallConfig | null, file: 'app' | 'favicon'): StoredImage | null {
  const [first, second] = file === 'app' ? [config?.logo, config?.favicon] : [config?.favicon, config?.logo];
  return first ?? second ?? null;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Launchers cut names beyond about 12 characters. */
const SHORT_NAME_LENGTH = 12;

export function isInstallable(config: InstallConfig | null): boolean {
  return config?.enablePluginPWA === true;
}

/** Changes with the logo, so icon URLs in the manifest change too and installed apps fetch new ones. */
export function iconVersion(config: InstallConfig | null): string {
  const parts = [config?.logo, config?.favicon].map((image) => (image ? imageFileName(image) : '-'));
  const colours = iconColours(config);
  return createHash('sha256').update([...parts, colours.background, colours.primary].join('|')).digest('hex').slice(0, 10);
}

export function shortName(config: InstallConfig): string {
  const name = config.shopName?.trim() || 'Theke';
  if (name.length <= SHORT_NAME_LENGTH) return name;
  const title = config.title?.trim();
  if (title && title.length <= SHORT_NAME_LENGTH) return title;
  return name.slice(0, SHORT_NAME_LENGTH).trim();
}

/** The web app manifest (W3C Web Application Manifest) made from the config. */
export function webAppManifest(config: InstallConfig) {
  const version = iconVersion(config);
  const name = config.shopName?.trim() || 'Theke';
  return {
    id: '/',
    name,
    short_name: shortName(config),
    description: config.seoDescription || config.description || '',
    lang: 'de',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: iconColours(config).primary,
    background_color: iconColours(config).background,
    icons: ICONS.filter((icon) => icon.file !== 'apple-touch-icon.png').map((icon) => ({
      src: `/app-icons/${icon.file}?v=${version}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.maskable ? 'maskable' : 'any',
    })),
  };
}

/**
 * What every page's head links (issue 24): the favicon always; with the PWA plugin the manifest,
 * the apple-touch-icon and the theme colour. Without the plugin no manifest link (SPEC §4).
 */
export function appHeadLinks(config: InstallConfig | null): string {
  const links = ['<link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48">'];
  if (isInstallable(config)) {
    links.push(
      '<link rel="manifest" href="/manifest.webmanifest">',
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
      `<meta name="theme-color" content="${escapeAttribute(iconColours(config).primary)}">`,
    );
  }
  return links.join('\n    ');
}
