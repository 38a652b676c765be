import { useBranches, useCurrentUser, type Branch } from '@theke/ui';

/**
 * The branch a store route names. A non-public branch's store is staff only: a guest gets the
 * 404 view, as the gateway answers such a URL with 404 (ADR 0039; SPEC §2 lists non-public
 * branches inactive, it does not open their stores).
 */
export function useStoreBranch(identifier: string | undefined): { branch: Branch | null; isLoading: boolean } {
  const { data: branches, isLoading } = useBranches();
  const { data: user } = useCurrentUser();
  const branch = branches?.find((candidate) => candidate.identifier === identifier) ?? null;
  return { branch: branch && (branch.isPublic !== false || user) ? branch : null, isLoading };
}
