import { orderTypeOf, type Branch, type BranchState, type Cart } from '@theke/domain';
import { Alert, closedNotice, noDeliveryNotice, preorderNotice } from '@theke/ui';

interface BranchNoticesProps {
  branch: Branch;
  state: BranchState;
  cart: Cart;
  now: Date;
  timeZone: string;
}

/** SPEC §8 closed, no-delivery and preorder notices, worded by @theke/domain. */
export function BranchNotices({ branch, state, cart, now, timeZone }: BranchNoticesProps) {
  const notices = [
    { key: 'closed', variant: 'warning' as const, lines: closedNotice(state, branch, now, { timeZone, context: 'store' }) },
    { key: 'no-delivery', variant: 'warning' as const, lines: noDeliveryNotice(state, branch, now, { timeZone, context: 'store' }) },
    { key: 'preorder', variant: 'info' as const, lines: preorderNotice(state, branch, orderTypeOf(cart)) },
  ];
  return (
    <>
      {notices.map(({ key, variant, lines }) =>
        lines ? (
          <div key={key} data-testid={`notice-${key}`}>
            <Alert variant={variant}>{lines.join(' ')}</Alert>
          </div>
        ) : null,
      )}
    </>
  );
}
