/**
 * An order waiting for its online payment (SPEC §4: with a payment redirect the cart is not cleared
 * before leaving). The status page clears that branch's cart once the order is paid.
 */
import type { StorageLike } from './draft-state';

const pendingKey = (uid: string) => `theke.pending-payment.${uid}`;

export function rememberPendingPayment(session: StorageLike, uid: string, branchIdentifier: string): void {
  session.setItem(pendingKey(uid), branchIdentifier);
}

/** The branch whose cart the paid order came from, once; null when this tab did not place it. */
export function takePendingPayment(session: StorageLike, uid: string): string | null {
  const branchIdentifier = session.getItem(pendingKey(uid));
  session.removeItem(pendingKey(uid));
  return branchIdentifier;
}
