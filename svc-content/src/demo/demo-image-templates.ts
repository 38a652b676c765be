/**
 * Demo image templates (issue 20): the weekly offer as a portrait TV slide and as a link preview,
 * each with the text layers a render call replaces ('titel', 'preis').
 */
import type { ImageTemplate } from '@theke/contracts';
import { demoImageRef } from './demo-images';

type DemoTemplate = Omit<ImageTemplate, 'version'>;

const photo = demoImageRef(34);
const image = { id: photo.id, version: photo.version, extension: photo.extension, width: photo.width, alt: photo.alt };
const none = { image: null, fit: null, text: null, fontFamily: null, fontVariant: null, fontSize: null, color: null, align: null, shape: null, fill: null, radius: null };

export const DEMO_IMAGE_TEMPLATES: DemoTemplate[] = [
  {
    id: 1,
    name: 'Wochenangebot',
    width: 1080,
    height: 1920,
    background: '#f5f5f4',
    layers: [
      { ...none, name: 'foto', type: 'image', x: 0, y: 0, width: 1080, height: 1080, image, fit: 'cover' },
      { ...none, name: 'band', type: 'shape', x: 0, y: 1000, width: 1080, height: 920, shape: 'rectangle', fill: '#0e7490', radius: 0 },
      {
        ...none,
        name: 'titel',
        type: 'text',
        x: 60,
        y: 1080,
        width: 960,
        height: 320,
        text: 'Wochenangebot\nFensterreinigung',
        fontFamily: 'Playfair Display',
        fontVariant: '700',
        fontSize: 96,
        color: '#ffffff',
        align: 'center',
      },
      { ...none, name: 'preisschild', type: 'shape', x: 190, y: 1460, width: 700, height: 220, shape: 'rectangle', fill: '#f59e0b', radius: 40 },
      {
        ...none,
        name: 'preis',
        type: 'text',
        x: 190,
        y: 1495,
        width: 700,
        height: 160,
        text: 'ab 49,00 €',
        fontFamily: 'Montserrat',
        fontVariant: '800',
        fontSize: 90,
        color: '#1c1917',
        align: 'center',
      },
    ],
  },
  {
    id: 2,
    name: 'Link-Vorschau',
    width: 1200,
    height: 630,
    background: '#0e7490',
    layers: [
      { ...none, name: 'kreis', type: 'shape', x: 820, y: 250, width: 520, height: 520, shape: 'ellipse', fill: '#155e75' },
      {
        ...none,
        name: 'titel',
        type: 'text',
        x: 80,
        y: 220,
        width: 1040,
        height: 200,
        text: 'Theke Reinigungsservice',
        fontFamily: 'Open Sans',
        fontVariant: '700',
        fontSize: 72,
        color: '#ffffff',
        align: 'left',
      },
    ],
  },
];
