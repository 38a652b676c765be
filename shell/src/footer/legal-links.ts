import type { Config, TranslationKey } from '@theke/ui';
import { PRIVACY_POLICY_PATH, type LegalPage } from '@theke/ui';

export interface FooterLink {
  labelKey: TranslationKey;
  href: string;
  external: boolean;
}

const LEGAL = [
  { page: 'terms-and-conditions', labelKey: 'footer.termsAndConditions', url: 'termsAndConditions', text: 'termsAndConditionsText' },
  { page: 'privacy', labelKey: 'footer.privacyPolicy', url: 'privacyPolicy', text: 'privacyPolicyText' },
  { page: 'imprint', labelKey: 'footer.imprint', url: 'imprint', text: 'imprintText' },
  { page: 'allergens', labelKey: 'footer.allergens', url: 'allergens', text: 'allergensText' },
] as const satisfies readonly { page: LegalPage; labelKey: TranslationKey; url: keyof Config; text: keyof Config }[];

/** SPEC §2: each legal link is an internal page when its text is configured, otherwise an external link. */
export function legalLinks(config: Config | undefined): FooterLink[] {
  const links: FooterLink[] = [];
  for (const { page, labelKey, url, text } of LEGAL) {
    if (config?.[text]) links.push({ labelKey, href: `/site/${page}`, external: false });
    else if (config?.[url]) links.push({ labelKey, href: String(config[url]), external: true });
  }
  return links;
}

/** Where 'Mehr erfahren' leads: the privacy page (internal when its text is configured). */
export function privacyLink(config: Config | undefined): { href: string; external: boolean } {
  if (config?.privacyPolicyText) return { href: '/site/privacy', external: false };
  if (config?.privacyPolicy) return { href: config.privacyPolicy, external: true };
  return { href: PRIVACY_POLICY_PATH, external: false };
}
