import { STAFF_EDITABLE_FIELDS } from '@theke/contracts';
import { EDIT_FIELDS, inputTypeOf } from './order-edit';

describe('order edit dialog fields (from the order’s description)', () => {
  it('offers the draft’s texts staff may edit, in the spec’s order, a hidden field left out', () => {
    expect(EDIT_FIELDS.map((field) => field.name)).toEqual([
      'companyName', 'firstName', 'lastName', 'street', 'floor', 'stairway', 'door', 'zipCode', 'city', 'country',
      'vatNo', 'phone', 'email', 'comment',
    ]);
    for (const field of EDIT_FIELDS) expect(STAFF_EDITABLE_FIELDS).toContain(field);
  });

  it('labels them in German and picks e-mail and phone keyboards', () => {
    expect(EDIT_FIELDS.find((field) => field.name === 'comment')).toMatchObject({ label: 'Anmerkung', kind: 'textarea' });
    expect(EDIT_FIELDS.map(inputTypeOf).filter((type) => type !== 'text')).toEqual(['tel', 'email']);
  });
});
