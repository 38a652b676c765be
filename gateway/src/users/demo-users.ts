import { ROLE_ADMIN, ROLE_EMPLOYEE } from '@theke/server';
import { hashPassword } from './passwords';
import { User } from './user.model';

/** ARCHITECTURE.md pinned demo logins (demo data only). The employee belongs to branch 1. */
export const DEMO_USERS = [
  { username: 'admin', password: 'theke-admin', name: 'Anna Admin', roles: [ROLE_ADMIN], branchIds: [] as number[] },
  { username: 'mitarbeiter', password: 'theke-mitarbeiter', name: 'Max Mitarbeiter', roles: [ROLE_EMPLOYEE], branchIds: [1] },
];

export async function seedDemoUsers(): Promise<void> {
  for (const demo of DEMO_USERS) {
    const existing = await User.findOne({ where: { username: demo.username } });
    if (existing) continue;
    const { password, ...rest } = demo;
    await User.create({ ...rest, email: `${demo.username}@theke.example`, passwordHash: await hashPassword(password) });
  }
}
