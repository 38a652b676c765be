import { wallClockAt } from '@theke/domain';
import { registerInlineZoneOffsets, ZONE_ELEMENT_ID } from './zone-offsets';

function documentWith(block: string): Document {
  const doc = document.implementation.createHTMLDocument('Theke');
  doc.head.innerHTML = `<script type="application/json" id="${ZONE_ELEMENT_ID}">${block}</script>`;
  return doc;
}

describe('the business zone offsets inlined by the gateway', () => {
  it('answer wall clocks of that zone from the table', () => {
    // A made-up zone Intl does not know: only the table can answer it.
    const table = { timeZone: 'Theke/Test', offsets: [[Date.UTC(2026, 0, 1), 5 * 3_600_000]], until: Date.UTC(2027, 0, 1) };
    registerInlineZoneOffsets(documentWith(JSON.stringify(table)));
    expect(wallClockAt(new Date('2026-06-01T10:00:00Z'), 'Theke/Test')).toMatchObject({ hour: 15, minute: 0 });
  });

  it('ignore a missing or broken block', () => {
    expect(() => registerInlineZoneOffsets(documentWith('{not json'))).not.toThrow();
    expect(() => registerInlineZoneOffsets(document.implementation.createHTMLDocument('x'))).not.toThrow();
  });
});
