import { ROLE_ADMIN, ROLE_EMPLOYEE } from '@theke/server';
import { clockPath, newClockToken } from '../time-tracking/clock-token';
import { hashPassword } from './passwords';
import { User } from './user.model';

/** ARCHITECTURE.md pinned demo logins (demo data only). The employee belongs to branch 1. */
export const DEMO_USERS = [
  { username: 'admin', password: 'theke-admin', name: 'Anna Admin', roles: [ROLE_ADMIN], branchIds: [] as number[] },
  { username: 'mitarbeiter', password: 'theke-mitarbeiter', name: 'Max Mitarbeiter', roles: [ROLE_EMPLOYEE], branchIds: [1] },
];

/** The demo user whose clock link `npm start` prints (ADR 0041). */
const DEMO_CLOCK_USER = 'mitarbeiter';

export async function seedDemoUsers(): Promise<void> {
  for (const demo of DEMO_USERS) {
    const existing = await User.findOne({ where: { username: demo.username } });
    if (existing) continue;
    const { password, ...rest } = demo;
    await User.create({ ...rest, email: `${demo.username}@theke.example`, passwordHash: await hashPassword(password) });
  }
  // Also for demo data seeded before clock links existed, and after the link was revoked.
  await User.update(
    { timeTrackingToken: newClockToken() },
    { where: { username: DEMO_CLOCK_USER, timeTrackingToken: null } },
  );
}

/** The demo employee's clock page (`/zeiterfassung/mitarbeiter/{token}`), or null without demo data. */
export async function demoClockPath(): Promise<string | null> {
  const user = await User.findOne({ where: { username: DEMO_CLOCK_USER } });
  return user?.timeTrackingToken ? clockPath(user.username, user.timeTrackingToken) : null;
}
