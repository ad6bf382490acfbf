import { execFileSync } from 'node:child_process';

/** The operating-system user the database server runs as when the app runs as root (PostgreSQL refuses root). */
export interface ServerUser {
  name: string;
  uid: number;
  gid: number;
}

const serverUserName = 'postgres';

function idOf(flag: '-u' | '-g'): number | undefined {
  try {
    return Number(execFileSync('id', [flag, serverUserName], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim());
  } catch {
    return undefined;
  }
}

/**
 * undefined when we are not root: the server then runs as we do. As root, the `postgres` user (created, without a
 * home or a login shell, when the machine has none) owns the cluster and runs the server.
 */
export function serverUser(): ServerUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  if (idOf('-u') === undefined) {
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', serverUserName], { stdio: 'pipe' });
    } catch (error) {
      throw new Error(`Running as root, the database server needs an unprivileged user '${serverUserName}', which could not be created (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); create it or run as a normal user`, { cause: error });
    }
  }
  return { name: serverUserName, uid: idOf('-u')!, gid: idOf('-g')! };
}
