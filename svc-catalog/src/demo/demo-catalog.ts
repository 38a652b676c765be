import type { CreationAttributes } from 'sequelize';
import type { Category } from '../categories/category.model';
import type { Division } from '../divisions/division.model';
import type { Donatee } from '../donatees/donatee.model';
import type { Menu, MenuCatalogEntry } from '../menus/menu.model';
import type { Tag } from '../tags/tag.model';
import { demoImage } from './demo-images';

export const DEMO_DIVISIONS: Array<CreationAttributes<Division>> = [
  {
    id: 1,
    identifier: 'reinigung',
    name: 'Theke Reinigungsservice',
    title: 'Sauberkeit aus Meisterhand – in ganz Österreich',
    description:
      'Haushalts-, Büro- und Sonderreinigung aus einer Hand: Wählen Sie Ihre Filiale und buchen Sie online, mit fixen Preisen und geprüften Reinigungskräften.',
    image: demoImage(1),
    branches: [1, 2, 3, 4, 5],
  },
];

export const DEMO_TAGS: Array<CreationAttributes<Tag>> = [
  { id: 1, name: 'Haushalt', image: demoImage(8) },
  { id: 2, name: 'Büro & Gewerbe', image: demoImage(9) },
  { id: 3, name: 'Fenster & Glas', image: demoImage(10) },
  { id: 4, name: 'Teppich & Polster', image: demoImage(11) },
  { id: 5, name: 'Nachhaltig', image: demoImage(12) },
];

const category = (id: number, name: string, imageId: number): CreationAttributes<Category> => ({
  id,
  name,
  image: demoImage(imageId),
  isEnabled: true,
  schedule: null,
  isVisibleWhenUnavailable: false,
});

export const DEMO_CATEGORIES: Array<CreationAttributes<Category>> = [
  category(1, 'Unterhaltsreinigung', 13),
  category(2, 'Fenster & Glas', 14),
  category(3, 'Teppich & Polster', 15),
  category(4, 'Sonderreinigung nach Maß', 16),
  category(5, 'Reinigungsmittel & Zubehör', 17),
  category(6, 'Pakete', 18),
  category(7, 'Entrümpelung & Winterdienst', 19),
  {
    ...category(8, 'Workshops', 20),
    // Workshops are booked at the weekend only; shown greyed out on other days.
    schedule: [
      { type: 'friday', date: null, isClosed: false, from: '12:00', to: '18:00' },
      { type: 'saturday', date: null, isClosed: false, from: '09:00', to: '14:00' },
    ],
    isVisibleWhenUnavailable: true,
  },
  category(9, 'Textilpflege vor Ort', 21),
];

/** A catalog entry: a category with its products, each enabled and unscheduled unless said. */
const entry = (categoryId: number, productIds: number[]): MenuCatalogEntry => ({
  id: categoryId,
  products: productIds.map((id) => ({ id, isEnabled: true, schedule: null })),
});

const mainCatalog: MenuCatalogEntry[] = [
  entry(1, [1, 2, 3]),
  {
    id: 2,
    products: [
      { id: 4, isEnabled: true, schedule: null },
      // Paused in this menu only (menu-level switch); the product itself stays enabled.
      { id: 5, isEnabled: false, schedule: null },
    ],
  },
  entry(3, [6, 7]),
  entry(4, [8, 9]),
  entry(5, [10, 11, 12, 13, 14, 15, 16]),
  entry(6, [19, 20]),
  entry(7, [18, 24, 25]),
  {
    id: 8,
    products: [
      {
        id: 17,
        isEnabled: true,
        schedule: [{ type: 'saturday', date: null, isClosed: false, from: '09:00', to: '12:00' }],
      },
    ],
  },
];
/** SPEC §4: a branch's active menu is the one with the latest availableFrom in the past. */
export const DEMO_MENUS: Array<CreationAttributes<Menu>> = [
  {
    id: 1,
    name: 'Sortiment Wien 2024 (abgelöst)',
    availableFrom: new Date('2024-01-01T00:00:00+01:00'),
    branches: [1],
    catalog: [entry(1, [1]), entry(2, [4]), entry(5, [10, 15])],
  },
  {
    id: 2,
    name: 'Sortiment Wien und Salzburg',
    availableFrom: new Date('2025-01-01T00:00:00+01:00'),
    branches: [1, 4],
    catalog: mainCatalog,
  },
  {
    id: 3,
    name: 'Sortiment Graz (vor Ort)',
    availableFrom: new Date('2025-01-01T00:00:00+01:00'),
    branches: [2],
    catalog: [
      entry(9, [22, 23]),
      entry(3, [6, 7]),
      entry(4, [9]),
      entry(5, [10, 11, 12, 13, 14, 15, 16]),
      entry(6, [20]),
    ],
  },
  {
    id: 4,
    name: 'Gewerbe und Angebote Linz',
    availableFrom: new Date('2025-01-01T00:00:00+01:00'),
    branches: [3],
    catalog: [entry(1, [21, 1, 2]), entry(2, [4, 5]), entry(3, [6]), entry(7, [18]), entry(8, [17])],
  },
  {
    id: 5,
    name: 'Sortiment Innsbruck',
    availableFrom: new Date('2025-06-01T00:00:00+02:00'),
    branches: [5],
    catalog: [entry(1, [1, 3]), entry(5, [10, 15])],
  },
];

export const DEMO_DONATEES: Array<CreationAttributes<Donatee>> = [
  {
    id: 1,
    identifier: 'caritas',
    name: 'Caritas Österreich',
    description:
      'Hilft Menschen in Not in Österreich und weltweit: Notschlafstellen, Pflege und Hospiz, Lerncafés für Kinder aus armutsbetroffenen Familien.',
  },
  {
    id: 2,
    identifier: 'volkshilfe',
    name: 'Volkshilfe Österreich',
    description:
      'Unterstützt armutsbetroffene Kinder und Familien, bietet mobile Pflege und Betreuung und hilft, Delogierungen zu verhindern.',
  },
  {
    id: 3,
    identifier: 'rotes-kreuz',
    name: 'Österreichisches Rotes Kreuz',
    description:
      'Rettungsdienst, Katastrophenhilfe und Blutspende; mit der Team Österreich Tafel versorgt es armutsgefährdete Menschen mit Lebensmitteln.',
  },
];
