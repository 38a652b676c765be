import type { CreationAttributes } from 'sequelize';
import type { OpeningHourRule } from '@theke/domain';
import type { Branch, StoredDeliveryArea } from '../branches/branch.model';
import type { Table } from '../tables/table.model';
import { demoImage } from './demo-images';

type DemoBranch = CreationAttributes<Branch>;

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;

const open = (type: OpeningHourRule['type'], from: string, to: string): OpeningHourRule => ({
  type,
  date: null,
  isClosed: false,
  from,
  to,
});
const closed = (type: OpeningHourRule['type'], date: string | null = null): OpeningHourRule => ({
  type,
  date,
  isClosed: true,
  from: null,
  to: null,
});
const weekdays = (from: string, to: string) => WEEKDAYS.map((day) => open(day, from, to));

const area = (
  id: number,
  name: string,
  price: number,
  freeFromOrderValue: number | null,
  minimumOrderValue: number | null,
  free = false,
): StoredDeliveryArea => ({ id, area: name, price, tax: 20, free, freeFromOrderValue, minimumOrderValue });

const DAY_MS = 24 * 60 * 60 * 1000;

/** Flags every demo branch shares; each branch overrides what makes it different. */
const common = {
  logo: demoImage(2),
  isPublic: true,
  isDeliveryHoursEnabled: false,
  isDeliveryEnabled: false,
  isTakeawayEnabled: true,
  isDineInEnabled: false,
  isPreorderEnabled: false,
  isAppointmentRequired: false,
  isQuotationRequired: false,
  isTableSelectionEnabled: false,
  isCashEnabled: true,
  isATMCardEnabled: false,
  isHydroAGVoucherEnabled: false,
  isMollieEnabled: false,
  isDatatransEnabled: false,
  orderableFrom: null,
  closedMessage: null,
  deliveryHours: [],
  deliveryAreas: [],
  isTakeawayEmailRequired: true,
  isTakeawayPhoneRequired: true,
  isTakeawayAddressRequired: false,
  isDeliveryEmailRequired: true,
  isDeliveryPhoneRequired: true,
  isDeliveryAddressRequired: true,
  isDineInEmailRequired: false,
  isDineInPhoneRequired: false,
  isDineInAddressRequired: false,
} satisfies Partial<DemoBranch>;

/** Five branches in five Austrian cities; `now` places Innsbruck's opening in the future. */
export function demoBranches(now: Date): DemoBranch[] {
  return [
    {
      ...common,
      id: 1,
      identifier: 'wien-mariahilf',
      name: 'Theke Reinigung Wien-Mariahilf',
      description:
        'Unsere Zentrale im 7. Bezirk: Haushalts- und Büroreinigung, Fensterputz und Zustellung von Reinigungsmitteln in ganz Wien.',
      street: 'Mariahilfer Straße 88',
      zipCode: '1070',
      city: 'Wien',
      phone: '+43 1 523 45 67',
      email: 'wien@theke-reinigung.at',
      longitude: 16.3469,
      latitude: 48.1966,
      keywords: 'Neubau, Mariahilf, Westbahnhof, Haushaltsreinigung, Büroreinigung',
      tags: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 5 }],
      images: [demoImage(3)],
      // Separate delivery hours: the shop opens earlier than the delivery vans leave.
      openingHours: [
        ...weekdays('07:30', '18:00'),
        open('saturday', '08:00', '13:00'),
        closed('once', '2026-12-24'),
      ],
      deliveryHours: [...weekdays('09:00', '17:00')],
      isDeliveryHoursEnabled: true,
      isDeliveryEnabled: true,
      isATMCardEnabled: true,
      isMollieEnabled: true,
      deliveryAreas: [
        area(1, 'Wien 7. Bezirk (Nachbarschaft)', 0, null, 20, true),
        area(2, 'Wien 1.–9. Bezirk', 9.9, 150, 30),
        area(3, 'Wien 10.–23. Bezirk', 14.9, 250, 50),
        area(4, 'Wien-Umgebung (Mödling, Klosterneuburg, Schwechat)', 24.9, null, 100),
      ],
    },
    {
      ...common,
      id: 2,
      identifier: 'graz-annenstrasse',
      name: 'Theke Reinigung Graz',
      description:
        'Textilreinigung und Schuhputz vor Ort am Schalter, dazu Teppich- und Polsterreinigung für die ganze Steiermark.',
      street: 'Annenstraße 34',
      zipCode: '8020',
      city: 'Graz',
      phone: '+43 316 71 22 33',
      email: 'graz@theke-reinigung.at',
      longitude: 15.4283,
      latitude: 47.0707,
      keywords: 'Lend, Hauptbahnhof, Textilreinigung, Schuhputz, Teppichreinigung',
      tags: [{ id: 1 }, { id: 4 }],
      images: [demoImage(4)],
      openingHours: [
        ...weekdays('08:00', '12:30'),
        ...weekdays('13:30', '18:00'),
        open('saturday', '09:00', '13:00'),
      ],
      // "Dine-in" here is the service counter on site: guests hand in at a counter ("Schalter").
      isDineInEnabled: true,
      isTableSelectionEnabled: true,
      isATMCardEnabled: true,
      isHydroAGVoucherEnabled: true,
    },
    {
      ...common,
      id: 3,
      identifier: 'linz-landstrasse',
      name: 'Theke Reinigung Linz',
      description:
        'Gewerbe- und Büroreinigung für Oberösterreich. Jeder Auftrag beginnt mit einem unverbindlichen Angebot nach Besichtigung.',
      street: 'Landstraße 49',
      zipCode: '4020',
      city: 'Linz',
      phone: '+43 732 77 88 99',
      email: 'linz@theke-reinigung.at',
      longitude: 14.2905,
      latitude: 48.303,
      keywords: 'Innenstadt, Urfahr, Gewerbereinigung, Büroreinigung, Angebot',
      tags: [{ id: 2 }, { id: 3 }],
      images: [demoImage(5)],
      openingHours: [...weekdays('08:00', '16:00').slice(0, 4), open('friday', '08:00', '13:00')],
      isDeliveryEnabled: true,
      isQuotationRequired: true,
      isAppointmentRequired: true,
      isDatatransEnabled: true,
      closedMessage: 'Angebotsanfragen beantworten wir innerhalb von zwei Werktagen.',
      deliveryAreas: [
        area(5, 'Linz Stadt', 19.9, 300, 80),
        area(6, 'Linz-Land und Urfahr-Umgebung', 34.9, 500, 150),
      ],
    },
    {
      ...common,
      id: 4,
      identifier: 'salzburg-linzer-gasse',
      name: 'Theke Reinigung Salzburg',
      description:
        'Reinigung für Haushalt und Ferienwohnungen in Salzburg und im Flachgau – Vorbestellungen jederzeit.',
      street: 'Linzer Gasse 12',
      zipCode: '5020',
      city: 'Salzburg',
      phone: '+43 662 87 65 43',
      email: 'salzburg@theke-reinigung.at',
      longitude: 13.0469,
      latitude: 47.8027,
      keywords: 'Altstadt, Rechte Altstadt, Ferienwohnung, Haushaltsreinigung',
      tags: [{ id: 1 }, { id: 3 }, { id: 5 }],
      images: [demoImage(6)],
      // SPEC §5: the daily rule sets every day, the day rules override Saturday and Sunday.
      openingHours: [open('daily', '09:00', '18:00'), open('saturday', '09:00', '14:00'), closed('sunday')],
      isDeliveryEnabled: true,
      isPreorderEnabled: true,
      isDatatransEnabled: true,
      isMollieEnabled: true,
      closedMessage: 'Wir sind bald wieder für Sie da – Vorbestellungen nehmen wir gerne entgegen.',
      deliveryAreas: [area(7, 'Salzburg Stadt', 7.9, 120, 25), area(8, 'Flachgau', 15.9, 200, 60)],
    },
    {
      ...common,
      id: 5,
      identifier: 'innsbruck-maria-theresien-strasse',
      name: 'Theke Reinigung Innsbruck',
      description: 'Unsere neue Filiale in Tirol eröffnet in Kürze.',
      street: 'Maria-Theresien-Straße 18',
      zipCode: '6020',
      city: 'Innsbruck',
      phone: '+43 512 55 66 77',
      email: 'innsbruck@theke-reinigung.at',
      longitude: 11.394,
      latitude: 47.2654,
      keywords: 'Tirol, Altstadt, Neueröffnung',
      tags: [{ id: 1 }],
      images: [demoImage(7)],
      // SPEC §2: a non-public branch still appears in the list, inactive.
      isPublic: false,
      openingHours: weekdays('08:00', '17:00'),
      orderableFrom: new Date(now.getTime() + 90 * DAY_MS),
      closedMessage: 'Unsere Filiale in Innsbruck eröffnet in Kürze.',
    },
  ].map((branch) => ({ ...branch, apiKey: `demo-${branch.identifier}-api-key-0000` }));
}

/** Graz's service counters: guests pick one for on-site ("vor Ort") orders. */
export const DEMO_TABLES: Array<CreationAttributes<Table>> = [
  { id: 1, identifier: 'Schalter 1', branchId: 2 },
  { id: 2, identifier: 'Schalter 2', branchId: 2 },
  { id: 3, identifier: 'Schalter 3', branchId: 2 },
  { id: 4, identifier: 'Textilannahme', branchId: 2 },
];
