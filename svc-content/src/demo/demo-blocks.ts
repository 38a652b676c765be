import type { CreationAttributes } from 'sequelize';
import type { Block } from '../blocks/block.model';
import type { Redirect } from '../redirects/redirect.model';

export const DEMO_BLOCKS: Array<CreationAttributes<Block>> = [
  {
    id: 1,
    identifier: 'popup-online-bestellen',
    name: 'Hinweis: Online bestellen',
    type: 'popup',
    isPublic: true,
    content: {
      text: '<h2>Jetzt online bestellen</h2><p>Fensterreinigung, Unterhaltsreinigung und Teppichpflege bestellen Sie ab sofort direkt online – mit Wunschtermin und Fixpreis.</p>',
    },
  },
  {
    id: 2,
    identifier: 'qualitaetsversprechen',
    name: 'Qualitätsversprechen',
    type: 'text',
    isPublic: true,
    content: {
      text: '<p>Nicht zufrieden? Melden Sie sich innerhalb von 48 Stunden und wir reinigen kostenlos nach.</p>',
    },
  },
  {
    id: 3,
    identifier: 'popup-fruehjahrsputz',
    name: 'Frühjahrsputz-Aktion (Entwurf)',
    type: 'popup',
    isPublic: false,
    content: { text: '<h2>Frühjahrsputz</h2><p>Im März und April 10 % auf jede Grundreinigung.</p>' },
  },
];

/** Old addresses of the previous website, answered with a 301. */
export const DEMO_REDIRECTS: Array<CreationAttributes<Redirect>> = [
  { id: 1, path: '/jobs', target: '/karriere' },
  { id: 2, path: '/impressum', target: '/site/imprint' },
  { id: 3, path: '/datenschutz', target: '/site/privacy' },
];
