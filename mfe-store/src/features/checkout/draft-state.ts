/**
 * SPEC §3 order draft kept in browser storage per branch (ARCHITECTURE: mfe-store owns the cart
 * and the order draft in browser storage). A stored draft is migrated on load: unknown keys and
 * wrong types are dropped, choices that no longer exist (payment method, table, donatee, a past
 * appointment) fall back to the defaults.
 */
import { COUNTRIES, DEFAULT_COUNTRY, defaultPaymentMethod, emptyOrderDraft, type Donatee, type OrderDraft, type PaymentMethod, type Table } from '@theke/domain';
import { ORDER_DRAFT_FIELDS } from '@theke/contracts/order-description';
import { tableKey } from '../cart';
import type { PaymentConfig } from './checkout-state';

export const draftStorageKey = (branchIdentifier: string) => `theke.draft.${branchIdentifier}`;

/** Bumped when the stored shape changes; older versions are migrated field by field. */
export const DRAFT_VERSION = 1;

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The draft's texts and flags as the order description lists them (appointment, payment method and the picked objects are checked below). */
const TEXT_FIELDS = ORDER_DRAFT_FIELDS.flatMap((field) => (field.kind === 'text' || field.kind === 'textarea' ? [field.name] : []));
const FLAG_FIELDS = ORDER_DRAFT_FIELDS.flatMap((field) => (field.kind === 'boolean' ? [field.name] : []));

export interface DraftContext {
  paymentMethods: readonly PaymentMethod[];
  config: PaymentConfig;
  branch: Parameters<typeof defaultPaymentMethod>[1];
  tables: readonly Table[];
  donatees: readonly Donatee[];
  now: Date;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const idOf = (value: unknown): unknown => (isRecord(value) ? value.id : undefined);

/** SPEC §4: cash if the branch enables it, otherwise datatrans; a method not offered falls back to the first offered. */
export function initialPaymentMethod(context: Pick<DraftContext, 'paymentMethods' | 'config' | 'branch'>): PaymentMethod | null {
  const preferred = defaultPaymentMethod(context.config, context.branch);
  if (context.paymentMethods.includes(preferred)) return preferred;
  return context.paymentMethods[0] ?? null;
}

/** A stored draft (any version, or garbage) as a valid draft for this branch now. */
export function migrateDraft(stored: unknown, context: DraftContext): OrderDraft {
  const draft = emptyOrderDraft();
  const source = isRecord(stored) && isRecord(stored.draft) ? stored.draft : isRecord(stored) ? stored : {};
  const values = draft as unknown as Record<string, unknown>;
  for (const field of TEXT_FIELDS) {
    const value = source[field];
    if (typeof value === 'string') values[field] = value;
  }
  for (const field of FLAG_FIELDS) {
    if (typeof source[field] === 'boolean') draft[field] = source[field];
  }
  for (const field of ['country', 'deliveryCountry'] as const) {
    if (!COUNTRIES.some((country) => country === draft[field])) draft[field] = DEFAULT_COUNTRY;
  }
  const method = source.paymentMethod;
  draft.paymentMethod = context.paymentMethods.find((candidate) => candidate === method) ?? initialPaymentMethod(context);
  const table = context.tables.find((candidate) => String(candidate.id) === String(idOf(source.table)));
  draft.table = table ?? null;
  const donatee = context.donatees.find((candidate) => String(candidate.id) === String(idOf(source.donatee)));
  draft.donatee = donatee ? { id: donatee.id } : null;
  const appointment = typeof source.appointmentDate === 'string' ? Date.parse(source.appointmentDate) : Number.NaN;
  draft.appointmentDate = appointment > context.now.getTime() ? new Date(appointment).toISOString() : null;
  return draft;
}

function readJson(storage: StorageLike, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    // A draft edited by hand or cut short is treated as absent.
    return null;
  }
}

export function loadDraft(storage: StorageLike, branchIdentifier: string, context: DraftContext): OrderDraft {
  return migrateDraft(readJson(storage, draftStorageKey(branchIdentifier)), context);
}

/**
 * The table a guest's QR code named (the store page kept it for this tab, docs/adr/0035) is
 * chosen once; afterwards the guest's own choice in the table select stays.
 */
export function withScannedTable(draft: OrderDraft, session: StorageLike, branchIdentifier: string, tables: readonly Table[]): OrderDraft {
  const scanned = session.getItem(tableKey(branchIdentifier));
  if (scanned === null) return draft;
  session.removeItem(tableKey(branchIdentifier));
  const table = tables.find((candidate) => String(candidate.id) === scanned);
  return table ? { ...draft, table } : draft;
}

export function saveDraft(storage: StorageLike, branchIdentifier: string, draft: OrderDraft): void {
  storage.setItem(draftStorageKey(branchIdentifier), JSON.stringify({ version: DRAFT_VERSION, draft }));
}

/** SPEC §4: the self-service context clears the stored draft after an order. */
export function clearDraft(storage: StorageLike, branchIdentifier: string): void {
  storage.removeItem(draftStorageKey(branchIdentifier));
}

/** After an order the guest's details stay for next time; what belonged to that order does not. */
export function draftAfterOrder(draft: OrderDraft): OrderDraft {
  return { ...draft, comment: null, appointmentDate: null, donatee: null, legalInstructions: false, privacyPolicy: false };
}
