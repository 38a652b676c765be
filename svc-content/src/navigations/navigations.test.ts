import request from 'supertest';
import { asAdmin, createAsAdmin, startContentTestService, type ContentTestService } from '../testing';

let content: ContentTestService;
const app = () => content.service.app;

beforeAll(async () => {
  content = await startContentTestService();
});

afterAll(async () => {
  await content.close();
});

const MAIN_ITEMS = [
  { type: 'home', label: 'Startseite' },
  {
    type: 'site',
    label: 'Unternehmen',
    target: 1,
    children: [
      {
        type: 'site',
        label: 'Karriere',
        target: '5',
        children: [
          {
            type: 'site',
            label: 'Reinigungskraft',
            target: 6,
            children: [{ type: 'link', label: 'Bewerben', target: 'mailto:jobs@glanzwerk.example' }],
          },
        ],
      },
      {
        type: 'site',
        label: 'Entwurf',
        target: 9,
        isEnabled: false,
        children: [{ type: 'site', label: 'Darunter', target: 10 }],
      },
    ],
  },
  { type: 'branch', label: 'Wien', target: 1 },
  { type: 'link', label: 'Jobportal', target: 'https://www.karriere.at' },
];

describe('navigations', () => {
  it('stores an item tree of any depth, filling in the defaults', async () => {
    const navigation = await createAsAdmin(content.service, '/api/navigations', {
      identifier: 'main',
      items: MAIN_ITEMS,
    });
    const [home, company] = navigation.items as Array<Record<string, unknown>>;
    expect(home).toEqual({ type: 'home', label: 'Startseite', target: null, isEnabled: true, children: [] });
    const career = (company?.children as Array<Record<string, unknown>>)[0];
    expect(career).toMatchObject({ target: 5, isEnabled: true });
    expect(career?.children).toEqual([
      {
        type: 'site',
        label: 'Reinigungskraft',
        target: 6,
        isEnabled: true,
        children: [
          {
            type: 'link',
            label: 'Bewerben',
            target: 'mailto:jobs@glanzwerk.example',
            isEnabled: true,
            children: [],
          },
        ],
      },
    ]);
  });

  it('validates every level of the tree and names the dotted field', async () => {
    const response = await request(app())
      .post('/api/navigations')
      .set(asAdmin())
      .send({
        identifier: 'secondary',
        items: [
          { type: 'site', label: 'Ohne Ziel', children: [{ type: 'shop', label: 'Falscher Typ' }] },
          {
            type: 'home',
            label: 'Start',
            children: [
              {
                type: 'link',
                label: 'Böse',
                target: 'javascript:alert(1)',
                children: [{ type: 'branch', label: '', target: 2 }],
              },
            ],
          },
        ],
      })
      .expect(422);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'items.0.target', message: 'Dieser Wert sollte nicht leer sein.', code: 'not_blank' },
        {
          field: 'items.0.children.0.type',
          message: 'Sie haben einen ungültigen Wert ausgewählt.',
          code: 'invalid_choice',
        },
        {
          field: 'items.1.children.0.target',
          message: 'Dieser Wert ist keine gültige URL.',
          code: 'invalid_url',
        },
        {
          field: 'items.1.children.0.children.0.label',
          message: 'Dieser Wert sollte nicht leer sein.',
          code: 'not_blank',
        },
      ]),
    );
  });

  it('accepts only the four identifiers, each once', async () => {
    const unknown = await request(app())
      .post('/api/navigations')
      .set(asAdmin())
      .send({ identifier: 'sidebar', items: [] })
      .expect(422);
    expect(unknown.body.errors[0]).toMatchObject({ field: 'identifier', code: 'invalid_choice' });
    const twice = await request(app())
      .post('/api/navigations')
      .set(asAdmin())
      .send({ identifier: 'main', items: [] })
      .expect(409);
    expect(twice.body.errors[0]).toMatchObject({
      field: 'identifier',
      message: 'Dieser Wert wird bereits verwendet.',
    });
  });

  it('gives guests only the enabled items, staff the whole tree', async () => {
    const guest = await request(app()).get('/api/navigations').query({ identifier: 'main' }).expect(200);
    const guestCompany = guest.body.data[0].items[1];
    expect(guestCompany.children.map((child: { label: string }) => child.label)).toEqual(['Karriere']);
    const admin = await request(app())
      .get('/api/navigations')
      .query({ identifier: 'main' })
      .set(asAdmin())
      .expect(200);
    expect(admin.body.data[0].items[1].children.map((child: { label: string }) => child.label)).toEqual([
      'Karriere',
      'Entwurf',
    ]);
  });
});
