import { siteChanges, type BodyEntry, type SiteState } from './site-changes';

const FIELDS = [
  { name: 'name', label: 'Name' },
  { name: 'path', label: 'Pfad' },
  { name: 'type', label: 'Art', options: [{ value: 'default', label: 'Seite' }, { value: 'job', label: 'Stellenangebot' }] },
];
const CONTENT_FIELDS = [{ name: 'place', label: 'Ort' }];
const LABELS: Record<string, string> = { wysiwyg: 'Text', line: 'Linie', image: 'Bild' };
const labelOf = (type: string) => LABELS[type] ?? type;

const text = (html: string): BodyEntry => ({ type: 'wysiwyg', value: { text: html } });
const line: BodyEntry = { type: 'line', value: { color: 'orange' } };
const image: BodyEntry = { type: 'image', value: { image: { id: 1 } } };
const page = (body: BodyEntry[], more: Partial<SiteState> = {}): SiteState => ({ name: 'Team', path: '/team', type: 'default', content: { body, place: null }, ...more });

describe('comparing two states of a page', () => {
  it('finds nothing between equal states', () => {
    expect(siteChanges(page([text('a'), line]), page([text('a'), line]), FIELDS, CONTENT_FIELDS, labelOf)).toEqual([]);
  });

  it('names changed fields with option labels and the job fields', () => {
    const changes = siteChanges(page([]), page([], { path: '/unser-team', type: 'job', content: { body: [], place: 'Wien' } }), FIELDS, CONTENT_FIELDS, labelOf);
    expect(changes).toEqual([
      { kind: 'field', label: 'Pfad', before: '/team', after: '/unser-team' },
      { kind: 'field', label: 'Art', before: 'Seite', after: 'Stellenangebot' },
      { kind: 'field', label: 'Ort', before: null, after: 'Wien' },
    ]);
  });

  it('tells added, removed and edited blocks apart by position and label', () => {
    const changes = siteChanges(page([text('a'), line]), page([text('b'), image]), FIELDS, CONTENT_FIELDS, labelOf);
    expect(changes).toEqual([
      { kind: 'blockChanged', position: 1, label: 'Text' },
      { kind: 'blockAdded', position: 2, label: 'Bild' },
      { kind: 'blockRemoved', label: 'Linie' },
    ]);
  });

  it('sees a reordering as a move, not as changed blocks', () => {
    expect(siteChanges(page([text('a'), line, image]), page([image, text('a'), line]), FIELDS, CONTENT_FIELDS, labelOf)).toEqual([{ kind: 'blocksMoved' }]);
  });
});
