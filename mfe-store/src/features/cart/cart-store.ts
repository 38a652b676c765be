import { useSyncExternalStore } from 'react';
import type { Cart, CartItem } from '@theke/domain';
import { addItem, EMPTY_CART, saveCart } from './cart-storage';

/**
 * The one cart per branch identifier in this tab, shared by the store page and the checkout
 * (issue 8) and written through to storage on every change.
 */
const carts = new Map<string, Cart>();
const listeners = new Set<() => void>();

export function getCart(branchIdentifier: string): Cart | null {
  return carts.get(branchIdentifier) ?? null;
}

export function setCart(branchIdentifier: string, cart: Cart, persist = true): void {
  carts.set(branchIdentifier, cart);
  if (persist && typeof window !== 'undefined') saveCart(window.localStorage, window.sessionStorage, branchIdentifier, cart);
  for (const listener of listeners) listener();
}

/** Items added before the stored cart finished loading; appended when it arrives. */
const pending = new Map<string, CartItem[]>();

/** Adds an item now, or as soon as the branch's stored cart is loaded (the cart code loads lazily). */
export function addToCart(branchIdentifier: string, item: CartItem): void {
  const current = carts.get(branchIdentifier);
  if (current) setCart(branchIdentifier, addItem(current, item));
  else pending.set(branchIdentifier, [...(pending.get(branchIdentifier) ?? []), item]);
}

/** Sets the cart read from storage, with any item added while it loaded. */
export function setLoadedCart(branchIdentifier: string, cart: Cart): void {
  const waiting = pending.get(branchIdentifier) ?? [];
  pending.delete(branchIdentifier);
  setCart(branchIdentifier, waiting.reduce(addItem, cart), waiting.length > 0);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverCart = (): Cart => EMPTY_CART;

/** The cart of a branch, or the empty cart until the store page loaded it (and on the server). */
export function useCartOf(branchIdentifier: string): Cart {
  return useSyncExternalStore(subscribe, () => carts.get(branchIdentifier) ?? EMPTY_CART, serverCart);
}
