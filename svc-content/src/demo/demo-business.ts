/**
 * The demo business (SPEC §1: an Austrian cleaning-services company), named once for every
 * demo text. The same company as the catalogue's demo (division "Theke Reinigungsservice",
 * head office at the Vienna branch).
 */
export const DEMO_BUSINESS = {
  shopName: 'Theke',
  businessName: 'Theke Reinigungsservice GmbH',
  street: 'Mariahilfer Straße 88',
  zipCode: '1070',
  city: 'Wien',
  phone: '+43 1 523 45 67',
  email: 'office@theke-reinigung.at',
  website: 'https://www.theke-reinigung.at',
} as const;

/** Public branches of the catalogue's demo (svc-catalog owns them; navigations point at the ids). */
export const DEMO_BRANCHES = [
  { id: 1, label: 'Wien-Mariahilf' },
  { id: 2, label: 'Graz' },
  { id: 3, label: 'Linz' },
  { id: 4, label: 'Salzburg' },
] as const;

/** The catalogue's logo image (svc-catalog/src/demo/IMAGES.md). */
export const DEMO_LOGO_IMAGE_ID = 2;
