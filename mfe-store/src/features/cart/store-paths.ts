/**
 * Where a branch's store lives: on the website at /store/{identifier}, and at its self-service
 * kiosk under /kiosk/{identifier} with the checkout and a short status below it
 * (docs/adr/0050-self-service-kiosk.md). The cart and the checkout link with these, so a guest at
 * the kiosk never leaves it.
 */
export function storeBasePath(branchIdentifier: string, pathname: string): string {
  const kiosk = `/kiosk/${branchIdentifier}`;
  return pathname === kiosk || pathname.startsWith(`${kiosk}/`) ? kiosk : `/store/${branchIdentifier}`;
}

/** The placed order's status: the public page, or at the kiosk the kiosk's own short one. */
export function statusPath(basePath: string, uid: string, hash: string): string {
  return `${basePath.startsWith('/kiosk/') ? basePath : ''}/status/${uid}/${hash}`;
}
