/**
 * German texts of the back-office's website editing (issue 20, ADR 0045): the clipboard, the page
 * tree, the block editor, versions and the live preview. Field labels come from the block types
 * svc-content describes and from the site's description in @theke/contracts.
 */
export const siteEditingTexts = {
  clipboard: {
    kinds: {
      'site-block': 'Block',
      'site-blocks': 'Abschnitt',
      'navigation-item': 'Navigationspunkt',
    },
    holds: 'Zwischenablage: {{kind}} „{{label}}“ aus {{from}}, kopiert {{copiedAt}}',
    paste: 'Einfügen',
    copy: 'Kopieren',
    copied: '„{{label}}“ kopiert.',
  },
} as const;
