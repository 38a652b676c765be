import type { CreationAttributes } from 'sequelize';
import type { SiteContentEntry } from '@theke/contracts';
import type { Site } from '../sites/site.model';
import { DEMO_BUSINESS } from './demo-business';
import { MARIA, STEFAN } from './demo-contacts';
import { demoImageRef } from './demo-images';
import { demoUploadRef } from './demo-uploads';

type DemoSite = CreationAttributes<Site>;

const siteLink = (label: string, id: number) => ({ label, reference: { id, type: 'site' } });
const wysiwyg = (text: string): SiteContentEntry => ({ type: 'wysiwyg', value: { text } });
const line: SiteContentEntry = { type: 'line', value: { color: 'orange' } };

/** SPEC §2 links: a site page, an external address (self or blank), an e-mail address, a phone number, an uploaded file. */
const priceListLink = { type: 'file', label: 'Preisliste 2025 (PDF)', file: demoUploadRef(1) };
const contactLinks = {
  type: 'links',
  value: {
    title: 'So erreichen Sie uns',
    links: [
      { type: 'phone', label: 'Anrufen', phone: DEMO_BUSINESS.phone },
      { type: 'email', label: 'E-Mail schreiben', email: DEMO_BUSINESS.email },
      { type: 'site', label: 'Unsere Leistungen', reference: { id: 2, type: 'site' } },
      {
        type: 'external',
        label: 'Anfahrt mit den Wiener Linien',
        url: 'https://www.wienerlinien.at',
        target: '_blank',
      },
      {
        type: 'external',
        label: 'Bewertungen auf Google',
        url: 'https://www.google.com/maps',
        target: '_self',
      },
      priceListLink,
    ],
  },
};

const jobBody = (tasks: string[], offer: string): SiteContentEntry[] => [
  wysiwyg(
    `<h2>Ihre Aufgaben</h2><ul>${tasks.map((task) => `<li>${task}</li>`).join('')}</ul><h2>Wir bieten</h2><p>${offer}</p>`,
  ),
  { type: 'contact-person-section', value: { title: 'Ihre Ansprechperson', person: MARIA } },
  {
    type: 'form-section',
    value: {
      title: 'Jetzt bewerben',
      text: '<p>Schicken Sie uns Ihren Lebenslauf – gerne auch als Foto.</p>',
    },
  },
];

/** The company website: about us, services, career with two jobs, contact, and one draft; every block type of SPEC §2 appears. */
export const DEMO_SITES: DemoSite[] = [
  {
    id: 1,
    name: 'Über uns',
    title: 'Wer wir sind',
    path: '/ueber-uns',
    description:
      'Seit 2009 sorgen wir in Wien, Graz, Linz und Salzburg für saubere Wohnungen, Büros und Stiegenhäuser.',
    type: 'default',
    isPublic: true,
    content: {
      body: [
        {
          type: 'service-hero',
          value: {
            slides: [
              { image: demoImageRef(105), text: 'Unser Team vor der Zentrale in der Mariahilfer Straße' },
              { image: demoImageRef(108), text: 'Sauberkeit aus Meisterhand seit 2009' },
              { image: demoImageRef(102), text: 'Feste Teams für Büros und Praxen' },
            ],
            text: '<h1>Wer wir sind</h1><p>Ein Wiener Familienbetrieb mit vier Standorten.</p>',
          },
        },
        wysiwyg(
          '<p>Theke wurde 2009 in Wien-Neubau als Familienbetrieb gegründet. Heute reinigen 120 Mitarbeiterinnen und Mitarbeiter von vier Filialen aus Haushalte, Büros, Praxen und Stiegenhäuser in Wien, Graz, Linz und Salzburg.</p><p>Wir arbeiten mit festen Teams, damit Sie Ihre Reinigungskräfte kennen, und mit Mitteln, die das Österreichische Umweltzeichen tragen.</p>',
        ),
        {
          type: 'history-section',
          value: {
            events: [
              {
                year: '2009',
                description: { text: '<p>Gründung in der Mariahilfer Straße.</p>', links: [] },
                image: null,
              },
              {
                year: '2016',
                description: { text: '<p>Eröffnung des Standorts Graz.</p>', links: [] },
                image: demoImageRef(107),
              },
              {
                year: '2019',
                description: { text: '<p>Filiale Linz an der Landstraße.</p>', links: [] },
                image: null,
              },
              {
                year: '2023',
                description: {
                  text: '<p>Filiale Salzburg und Online-Bestellung für alle Standorte.</p>',
                  links: [siteLink('Zu den Leistungen', 2)],
                },
                image: null,
              },
              {
                type: 'collection',
                year: '2024',
                description: {
                  text: '<p>15 Jahre Theke: Betriebsausflug, neue Dienstkleidung und die ersten Elektro-Transporter.</p>',
                  links: [priceListLink],
                },
                images: [demoImageRef(105), demoImageRef(109), demoImageRef(111)],
              },
            ],
          },
        },
        {
          type: 'video-section',
          value: {
            title: 'Sauberkeit mit System',
            video: demoUploadRef(2),
            poster: demoImageRef(108),
            autoplay: true,
          },
        },
        line,
        { type: 'contact-section', value: { title: 'Ihre Ansprechpersonen', people: [MARIA, STEFAN] } },
      ],
    },
  },
  {
    id: 2,
    name: 'Leistungen',
    title: 'Unsere Leistungen',
    path: '/leistungen',
    description: 'Fenster-, Unterhalts-, Stiegenhaus- und Teppichreinigung aus einer Hand.',
    type: 'default',
    isPublic: true,
    content: {
      body: [
        wysiwyg(
          '<h1>Unsere Leistungen</h1><p>Vom einmaligen Fensterputz bis zur täglichen Büroreinigung – wählen Sie, was Sie brauchen.</p>',
        ),
        {
          type: 'teaser-section',
          value: {
            title: 'Was wir für Sie tun',
            teasers: [
              {
                name: 'Fensterreinigung',
                image: demoImageRef(101),
                description: 'Streifenfrei innen und außen, auch mit Hubsteiger.',
                link: siteLink('Mehr erfahren', 3),
              },
              {
                name: 'Unterhaltsreinigung',
                image: demoImageRef(102),
                description: 'Regelmäßige Reinigung von Büros und Praxen.',
                link: siteLink('Mehr erfahren', 4),
              },
              {
                name: 'Stiegenhausreinigung',
                image: demoImageRef(103),
                description: 'Für Hausverwaltungen, wöchentlich oder vierzehntägig.',
                link: siteLink('Anfragen', 8),
              },
              {
                name: 'Teppichreinigung',
                image: demoImageRef(104),
                description: 'Sprühextraktion vor Ort, trocken in wenigen Stunden.',
                link: siteLink('Anfragen', 8),
              },
            ],
          },
        },
        {
          type: 'container',
          value: {
            background: 'gray',
            body: [
              {
                type: 'columns',
                value: {
                  columns: [
                    {
                      type: 'column',
                      value: {
                        body: [
                          wysiwyg(
                            '<h2>Fixpreise statt Überraschungen</h2><p>Für Fenster, Stiegenhäuser und Teppiche gelten feste Preise pro Einheit. Unsere Preisliste zeigt alle Leistungen auf einen Blick.</p>',
                          ),
                        ],
                      },
                    },
                    {
                      type: 'column',
                      value: {
                        body: [
                          {
                            type: 'links',
                            value: {
                              title: 'Preise und Bestellung',
                              links: [
                                priceListLink,
                                {
                                  type: 'site',
                                  label: 'Angebot anfragen',
                                  reference: { id: 8, type: 'site' },
                                },
                              ],
                            },
                          },
                        ],
                      },
                    },
                  ],
                },
              },
            ],
          },
        },
        {
          type: 'image-slider-section',
          value: {
            title: 'Einblicke in unsere Arbeit',
            introduction: '<p>Vorher, nachher und mittendrin: So sieht ein Arbeitstag bei Theke aus.</p>',
            slides: [
              { image: demoImageRef(101), text: 'Glasfassade eines Bürohauses in Wien-Neubau' },
              { image: demoImageRef(103), text: 'Stiegenhaus eines Gründerzeithauses' },
              { image: demoImageRef(104), text: 'Teppichreinigung mit Sprühextraktion' },
              { image: demoImageRef(110), text: 'Bauendreinigung in Graz' },
            ],
          },
        },
      ],
    },
  },
  {
    id: 3,
    name: 'Fensterreinigung',
    title: 'Fensterreinigung',
    path: '/leistungen/fensterreinigung',
    description: 'Streifenfreie Fenster, Glasfassaden und Wintergärten – mit Fixpreis pro Fenster.',
    type: 'default',
    isPublic: true,
    content: {
      body: [
        {
          type: 'service-hero',
          value: { slides: [{ image: demoImageRef(101), text: '' }], text: '<h1>Fensterreinigung</h1>' },
        },
        wysiwyg(
          '<p>Wir reinigen Fenster, Rahmen und Fensterbänke innen und außen. Für Glasfassaden bis 25 Meter Höhe setzen wir Hubsteiger und Osmosetechnik ein.</p><p>Den Preis kennen Sie vorher: Bestellen Sie online und wählen Sie die Anzahl der Fensterflügel.</p>',
        ),
        { type: 'links', value: { links: [priceListLink] } },
      ],
    },
  },
  {
    id: 4,
    name: 'Unterhaltsreinigung',
    title: 'Unterhaltsreinigung für Büros und Praxen',
    path: '/leistungen/unterhaltsreinigung',
    description: 'Tägliche oder wöchentliche Reinigung mit festem Team und Qualitätskontrolle.',
    type: 'default',
    isPublic: true,
    content: {
      body: [
        { type: 'image', value: { image: demoImageRef(102) } },
        wysiwyg(
          '<p>Ein festes Team reinigt Ihre Räume zu den Zeiten, die Ihnen passen – auch frühmorgens oder am Abend. Unsere Objektleitung prüft die Qualität jeden Monat vor Ort.</p>',
        ),
      ],
    },
  },
  {
    id: 5,
    name: 'Karriere',
    title: 'Karriere',
    path: '/karriere',
    description: 'Arbeiten bei Theke: faire Bezahlung, fixe Teams, planbare Dienstzeiten.',
    type: 'default',
    isPublic: true,
    content: {
      body: [
        {
          type: 'service-hero',
          value: { slides: [{ image: demoImageRef(109), text: '' }], text: '<h1>Karriere bei Theke</h1>' },
        },
        wysiwyg(
          '<p>Wir suchen Menschen, die gerne anpacken. Bei uns arbeiten Sie in fixen Teams und mit planbaren Dienstzeiten.</p>',
        ),
        { type: 'career-section', value: { title: 'Offene Stellen' } },
      ],
    },
  },
  {
    id: 6,
    name: 'Reinigungskraft (m/w/d) in Wien',
    title: 'Reinigungskraft (m/w/d) in Wien',
    path: '/karriere/reinigungskraft-wien',
    description: 'Teilzeit, 25 Wochenstunden, ab sofort in Wien.',
    type: 'job',
    isPublic: true,
    content: {
      workload: 'Teilzeit, 25 Wochenstunden',
      start: 'ab sofort',
      place: 'Wien',
      body: jobBody(
        [
          'Reinigung von Büros und Praxen im 6. und 7. Bezirk',
          'Nachfüllen von Hygieneartikeln',
          'Mülltrennung und Entsorgung',
        ],
        'Entlohnung nach dem Kollektivvertrag für Denkmal-, Fassaden- und Gebäudereinigung, mindestens 1.250 Euro brutto im Monat für 25 Wochenstunden, Dienstkleidung und eine Jahreskarte der Wiener Linien.',
      ),
    },
  },
  {
    id: 7,
    name: 'Objektleiter:in in Graz',
    title: 'Objektleiter:in in Graz',
    path: '/karriere/objektleitung-graz',
    description: 'Vollzeit, 38,5 Wochenstunden, Beginn nach Vereinbarung in Graz.',
    type: 'job',
    isPublic: true,
    content: {
      workload: 'Vollzeit, 38,5 Wochenstunden',
      start: 'nach Vereinbarung',
      place: 'Graz',
      body: jobBody(
        [
          'Führung von drei Reinigungsteams',
          'Qualitätskontrollen bei unseren Kunden',
          'Einsatz- und Urlaubsplanung',
        ],
        'Ein Firmenauto auch zur privaten Nutzung, ein Diensthandy und ein Gehalt ab 2.800 Euro brutto im Monat mit Bereitschaft zur Überzahlung.',
      ),
    },
  },
  {
    id: 8,
    name: 'Kontakt',
    title: 'Kontakt',
    path: '/kontakt',
    description: 'Schreiben Sie uns oder rufen Sie an – wir melden uns innerhalb eines Werktags.',
    type: 'default',
    isPublic: true,
    content: {
      body: [
        {
          type: 'map-hero',
          value: {
            // Shown only after cookie consent (SPEC §2).
            iframe:
              'https://www.openstreetmap.org/export/embed.html?bbox=16.3395%2C48.1955%2C16.3515%2C48.2005&layer=mapnik&marker=48.1980%2C16.3455',
            text: `<h1>Kontakt</h1><p>${DEMO_BUSINESS.businessName}<br>${DEMO_BUSINESS.street}, ${DEMO_BUSINESS.zipCode} ${DEMO_BUSINESS.city}</p>`,
          },
        },
        { type: 'image', value: { image: demoImageRef(111), caption: 'Unser Empfang in der Zentrale' } },
        wysiwyg(
          `<p>${DEMO_BUSINESS.businessName}<br>${DEMO_BUSINESS.street}, ${DEMO_BUSINESS.zipCode} ${DEMO_BUSINESS.city}</p><p>Montag bis Freitag 08:00 - 12:00 und 13:00 - 17:00</p>`,
        ),
        contactLinks,
        { type: 'contact-section', value: { title: 'Ihre Ansprechpersonen', people: [MARIA, STEFAN] } },
        {
          type: 'form-section',
          value: {
            title: 'Schreiben Sie uns',
            text: '<p>Wir melden uns innerhalb eines Werktags. Fotos der zu reinigenden Flächen helfen uns bei einem genauen Angebot.</p>',
            form: 'contact',
            background: 'gray',
          },
        },
      ],
    },
  },
  {
    id: 9,
    name: 'Frühjahrsputz-Aktion',
    title: 'Frühjahrsputz: 10 % auf jede Grundreinigung',
    path: '/aktionen/fruehjahrsputz',
    description: 'Entwurf der Frühjahrsaktion, noch nicht veröffentlicht.',
    type: 'default',
    isPublic: false,
    content: {
      body: [
        { type: 'image', value: { image: demoImageRef(110) } },
        wysiwyg(
          '<p>Im März und April erhalten Sie 10 % Rabatt auf jede Grundreinigung Ihrer Wohnung oder Ihres Büros.</p>',
        ),
      ],
    },
  },
];
