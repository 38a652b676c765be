import { Conflict, ROLE_ADMIN } from '@theke/server';

/**
 * The users API's house rules (issue 19): the platform always keeps an administrator who can sign
 * in, and nobody locks themselves out. German, field-specific messages.
 */
export const USER_RULE_MESSAGES = {
  lastAdministrator: {
    deleted: 'Der letzte Administrator kann nicht gelöscht werden.',
    roles: 'Der letzte Administrator kann nicht herabgestuft werden.',
    isEnabled: 'Der letzte Administrator kann nicht deaktiviert werden.',
    isLocked: 'Der letzte Administrator kann nicht gesperrt werden.',
    expiresAt: 'Der Account des letzten Administrators darf nicht ablaufen.',
  },
  ownAccount: {
    deleted: 'Sie können sich nicht selbst löschen.',
    roles: 'Sie können sich Ihre eigene Administratorrolle nicht entziehen.',
    isEnabled: 'Sie können sich nicht selbst deaktivieren.',
    isLocked: 'Sie können sich nicht selbst sperren.',
    expiresAt: 'Sie können Ihren eigenen Account nicht ablaufen lassen.',
  },
} as const;

/** What decides whether an account is an administrator who can sign in. */
export interface AdministratorState {
  roles: string[];
  isEnabled: boolean;
  isLocked: boolean;
  expiresAt: Date | null;
}

type DemotedBy = keyof typeof USER_RULE_MESSAGES.ownAccount;

export function isActiveAdministrator(user: AdministratorState, now = new Date()): boolean {
  return (
    user.roles.includes(ROLE_ADMIN) &&
    user.isEnabled &&
    !user.isLocked &&
    (user.expiresAt === null || user.expiresAt > now)
  );
}

/** The first change that takes an active administrator's sign-in away, or null. */
function demotionOf(before: AdministratorState, after: AdministratorState | null, now: Date): DemotedBy | null {
  if (!isActiveAdministrator(before, now)) return null;
  if (after === null) return 'deleted';
  if (!after.roles.includes(ROLE_ADMIN)) return 'roles';
  if (!after.isEnabled) return 'isEnabled';
  if (after.isLocked) return 'isLocked';
  if (after.expiresAt !== null && after.expiresAt <= now) return 'expiresAt';
  return null;
}

export interface ChangeContext {
  /** The account is the caller's own. */
  isOwnAccount: boolean;
  /** Other accounts that are active administrators right now (read under the administrators' lock). */
  otherActiveAdministrators: number;
  now?: Date;
}

/**
 * Refuses a change (`after` null: a deletion) that leaves no administrator who can sign in, or
 * that takes the caller's own account or admin role away. The last administrator's message comes
 * first: it is the deeper reason when both apply.
 */
export function refuseUserChange(before: AdministratorState, after: AdministratorState | null, context: ChangeContext): void {
  const now = context.now ?? new Date();
  const demotedBy = demotionOf(before, after, now);
  const field = demotedBy === 'deleted' ? undefined : (demotedBy ?? undefined);
  if (demotedBy && context.otherActiveAdministrators === 0)
    throw new Conflict(USER_RULE_MESSAGES.lastAdministrator[demotedBy], field, 'last_administrator');
  if (context.isOwnAccount && after === null) throw new Conflict(USER_RULE_MESSAGES.ownAccount.deleted, undefined, 'own_account');
  if (context.isOwnAccount && demotedBy)
    throw new Conflict(USER_RULE_MESSAGES.ownAccount[demotedBy], field, 'own_account');
}
