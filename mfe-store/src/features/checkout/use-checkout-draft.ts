import { useEffect, useState } from 'react';
import type { OrderDraft } from '@theke/domain';
import { loadDraft, saveDraft, withScannedTable, type DraftContext } from './draft-state';

/**
 * The branch's order draft: read (and migrated) from local storage once its context is known,
 * written back on every change, so it survives a reload (SPEC §3 order draft, ARCHITECTURE).
 */
export function useCheckoutDraft(
  branchIdentifier: string,
  context: DraftContext | null,
): [OrderDraft | null, (patch: Partial<OrderDraft>) => void, (draft: OrderDraft) => void] {
  const [draft, setDraft] = useState<OrderDraft | null>(null);
  useEffect(() => {
    if (context && !draft)
      setDraft(withScannedTable(loadDraft(window.localStorage, branchIdentifier, context), window.sessionStorage, branchIdentifier, context.tables));
  }, [branchIdentifier, context, draft]);
  useEffect(() => {
    if (draft) saveDraft(window.localStorage, branchIdentifier, draft);
  }, [branchIdentifier, draft]);
  const change = (patch: Partial<OrderDraft>) => setDraft((current) => (current ? { ...current, ...patch } : current));
  return [draft, change, setDraft];
}
