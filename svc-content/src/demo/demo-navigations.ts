import type { CreationAttributes } from 'sequelize';
import type { NavigationItem } from '@theke/contracts';
import type { Navigation } from '../navigations/navigation.model';
import { DEMO_BRANCHES } from './demo-business';

type Item = Omit<NavigationItem, 'children' | 'isEnabled'> & {
  children?: NavigationItem[];
  isEnabled?: boolean;
};

const item = ({ children = [], isEnabled = true, ...rest }: Item): NavigationItem => ({
  ...rest,
  isEnabled,
  children,
});
const site = (label: string, id: number, children: NavigationItem[] = []) =>
  item({ type: 'site', label, target: id, children });

const home = item({ type: 'home', label: 'Startseite', target: null });
const services = site('Leistungen', 2, [site('Fensterreinigung', 3), site('Unterhaltsreinigung', 4)]);
/** `/` lists the branches (home-page plugin off); under it each branch's store. */
const branches = item({
  type: 'home',
  label: 'Standorte',
  target: null,
  children: DEMO_BRANCHES.map(({ id, label }) => item({ type: 'branch', label, target: id })),
});
/** Three levels: Unternehmen › Karriere › the job pages. */
const company = site('Unternehmen', 1, [
  site('Über uns', 1),
  site('Karriere', 5, [site('Reinigungskraft in Wien', 6), site('Objektleitung in Graz', 7)]),
]);
const contact = site('Kontakt', 8);
const jobPortal = item({ type: 'link', label: 'Jobs auf karriere.at', target: 'https://www.karriere.at' });

/** main, mobile and footer navigations of the demo site (SPEC §2/§3). */
export const DEMO_NAVIGATIONS: Array<CreationAttributes<Navigation>> = [
  { id: 1, identifier: 'main', items: [home, services, branches, company, contact] },
  {
    id: 2,
    identifier: 'mobile',
    items: [
      home,
      services,
      branches,
      company,
      contact,
      // Prepared, not yet shown: guests never receive a disabled item.
      item({ type: 'site', label: 'Frühjahrsputz', target: 9, isEnabled: false }),
      item({ type: 'link', label: 'Anrufen', target: 'tel:+4315234567' }),
    ],
  },
  {
    id: 3,
    identifier: 'footer',
    items: [site('Über uns', 1), site('Karriere', 5), contact, jobPortal],
  },
];
