import { screen } from '@testing-library/react';
import { renderWithClient } from '@theke/ui/testing';
import type { StaffOrder } from '../staff-order';
import { OrderCard } from './OrderCard';

// The card reads the business time zone from the config; the default one is enough here.
beforeEach(() => {
  global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
});

const order = (overrides: Partial<StaffOrder>): StaffOrder =>
  ({
    id: 7,
    ticketNumber: '12',
    isDelivery: false,
    isDineIn: false,
    isSelfService: false,
    isConfirmed: false,
    isRejected: false,
    isCanceled: false,
    firstName: 'Eva',
    lastName: 'Huber',
    phone: null,
    comment: null,
    appointment: null,
    createdAt: '2025-10-15T08:00:00.000Z',
    branch: { id: 1 },
    items: [],
    pricing: { amountDue: 12.5 },
    ...overrides,
  }) as unknown as StaffOrder;

const show = (placed: StaffOrder) =>
  renderWithClient(<OrderCard order={placed} branchName={null} showProductData={false} showCustomerData />);

describe('OrderCard', () => {
  it('names the self-service kiosk for an order placed there (ADR 0050)', () => {
    show(order({ isSelfService: true }));
    expect(screen.getByTestId('order-self-service').textContent).toBe('Bestellterminal');
    expect(screen.getByTestId('order-card').textContent).toContain('Takeaway');
  });

  it('says nothing of it for an order placed online', () => {
    show(order({}));
    expect(screen.queryByTestId('order-self-service')).toBeNull();
  });
});
