/**
 * Benchmarks that keep services in a child process (so the load generator in the parent does not
 * share their event loop) fork their own file in a role, wait for its `ready` message, ask it for
 * figures by message and stop it. One way of doing that for every such benchmark.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

interface Message {
  type: string;
}

/** Forks `benchFile` with `roleEnv` set to `role`; resolves with the child's `ready` message. */
export function forkBenchChild<M extends Message>(
  benchFile: string,
  roleEnv: string,
  role: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; ready: Extract<M, { type: 'ready' }> }> {
  const child = fork(path.join(REPO_ROOT, 'scripts', 'run-ts.js'), [benchFile], {
    cwd: REPO_ROOT,
    env: { ...process.env, [roleEnv]: role, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench ${role} exited with ${code}`)));
    child.on('message', (message: M) => {
      if (message.type === 'ready') resolve({ child, ready: message as Extract<M, { type: 'ready' }> });
    });
  });
}

/** Sends `{type: request}` (when given) and resolves with the child's next message of `type`. */
export function nextMessage<M extends Message, T extends M['type']>(child: ChildProcess, type: T, request?: string): Promise<Extract<M, { type: T }>> {
  return new Promise((resolve) => {
    const listener = (message: M) => {
      if (message.type !== type) return;
      child.off('message', listener);
      resolve(message as Extract<M, { type: T }>);
    };
    child.on('message', listener);
    if (request) child.send({ type: request });
  });
}

/** Asks the child to stop and waits until it has exited. */
export async function stopBenchChild(child: ChildProcess): Promise<void> {
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send({ type: 'stop' });
  await exited;
}
