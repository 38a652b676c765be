import * as domain from './index';

describe('@theke/domain public API', () => {
  it('exports the rules from one entry point, pure functions and spec constants only', () => {
    expect(typeof domain.priceOrder).toBe('function');
    expect(typeof domain.branchStateAt).toBe('function');
    expect(typeof domain.appointmentSlots).toBe('function');
    expect(domain.DEFAULT_TIME_ZONE).toBe('Europe/Vienna');
    expect(domain.ADDRESS_FIELDS).toContain('street');
    const classes = Object.entries(domain).filter(
      ([, value]) => typeof value === 'function' && /^class\s/.test(Function.prototype.toString.call(value)),
    );
    expect(classes).toEqual([]);
  });
});
