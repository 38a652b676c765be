import { execFileSync } from 'node:child_process';

/** A system user's ids, for running a process as that user and handing it files. */
export interface SystemUser {
  uid: number;
  gid: number;
}

/**
 * PostgreSQL refuses to run as root: as root, the unprivileged `postgres` user it runs as
 * (created when missing); otherwise null, the current user runs it. Used by `npm start`'s
 * embedded server and the tests' private servers alike.
 */
export function postgresServerUser(): SystemUser | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('groupadd', ['-f', 'postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}
