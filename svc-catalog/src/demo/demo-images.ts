import type { ImageReference } from '@theke/domain';

/**
 * Image references of the demo catalogue. The content service creates images with these ids
 * (listed with their alt texts in IMAGES.md, which a test keeps in step with this table).
 */
export const DEMO_IMAGES: Readonly<Record<number, string>> = {
  1: 'Reinigungsteam von Theke in einem hellen Wiener Altbau',
  2: 'Logo von Theke Reinigungsservice',
  3: 'Filiale Wien-Mariahilf an der Mariahilfer Straße',
  4: 'Filiale Graz mit Annahmeschalter in der Annenstraße',
  5: 'Filiale Linz an der Landstraße',
  6: 'Filiale Salzburg in der Linzer Gasse',
  7: 'Künftige Filiale Innsbruck in der Maria-Theresien-Straße',
  8: 'Frisch geputzte Küche in einem Privathaushalt',
  9: 'Gereinigtes Großraumbüro am Abend',
  10: 'Streifenfreie Fensterfront eines Altbaus',
  11: 'Teppich während der Shampoonierung',
  12: 'Bio-Reinigungsmittel in wiederbefüllbaren Glasflaschen',
  13: 'Reinigungskraft wischt einen Parkettboden',
  14: 'Fensterputzer mit Abzieher an einer Glasfassade',
  15: 'Sofa und Teppich nach der Tiefenreinigung',
  16: 'Leere Wohnung nach der Endreinigung',
  17: 'Reinigungsmittel und Zubehör im Regal der Filiale',
  18: 'Geschenkkarte für ein Reinigungspaket',
  19: 'Transporter mit Sperrmüll bei einer Entrümpelung',
  20: 'Teilnehmende bei einem Putz-Workshop',
  21: 'Annahmeschalter für Textilreinigung',
  22: 'Grundreinigung eines Wohnzimmers',
  23: 'Fugenbürste auf Badezimmerfliesen',
  24: 'Reinigungsteam mit Express-Ausrüstung am Wochenende',
  25: 'Sprossenfenster nach der Fensterreinigung',
  26: 'Teppichreinigungsmaschine im Einsatz',
  27: 'Polstersessel vor und nach der Reinigung',
  28: 'Endreinigung einer Küche bei der Wohnungsübergabe',
  29: 'Rotweinfleck auf einem hellen Teppich',
  30: 'Abfüllstation für Bio-Allzweckreiniger',
  31: 'Zitronensäure-Pulver in einem Schraubglas',
  32: 'Stapel farbiger Mikrofasertücher',
  33: 'Mikrofasertuch beim Polieren einer Glasplatte',
  34: 'Frühjahrsputz-Paket mit Eimer, Tüchern und Reinigern',
  35: 'Entrümpelter Dachboden',
  36: 'Workshopleiterin zeigt nachhaltige Hausmittel',
  37: 'Gebügeltes Hemd auf einem Kleiderbügel',
};

/** SPEC §3 image reference for a demo image: version 1, jpg, 1280 px wide. */
export function demoImage(id: number): ImageReference {
  const alt = DEMO_IMAGES[id];
  if (alt === undefined) throw new Error(`demo image ${id} is not listed in DEMO_IMAGES`);
  return { id, version: 1, extension: 'jpg', width: 1280, alt };
}
