import { findAtPeer, Invalid, MESSAGES, ServiceUnavailable, type ServiceContext } from '@theke/server';

/**
 * A department's branch lives in svc-catalog, whose tables this service never reads
 * (ARCHITECTURE.md): it asks the catalogue over HTTP. An unknown branch is a field error on
 * `branch.id`, as for a table's branch; an unreachable catalogue is a 503 the client may retry,
 * never a department saved for a branch nobody checked.
 *
 * Without a catalogue address (a deployment that gives svc-workforce no CATALOG_URL) the check
 * is skipped: administrators pick the branch from the catalogue's own list, and a branch deleted
 * later takes its departments along (branch-removal.ts).
 */
export async function assertBranchExists(context: ServiceContext, branchId: number): Promise<void> {
  if (!context.peers.has('catalog')) return;
  const branch = await findAtPeer(context.peers, 'catalog', `/branches/${branchId}`).catch((error: unknown) => {
    context.log.warn({ err: error, branchId }, 'catalogue unreachable, branch of a department not checked');
    throw new ServiceUnavailable();
  });
  if (branch === null) throw new Invalid([{ message: MESSAGES.invalid, field: 'branch.id', code: 'unknown_reference' }]);
}
