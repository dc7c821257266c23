import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../../../src/server/client-build';
import { testEnv } from '../../helpers/test-env';

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /**
   * Whether a process of the server's own process group (npm, node, cluster workers) still runs;
   * with `via: 'node'` there is no group of its own (Ctrl+C in the terminal must reach the
   * server too), and this asks about the server's process only.
   */
  groupAlive(): boolean;
  /** SIGKILL to whatever of it is left (a failed test's cleanup). */
  kill(): void;
};

type ServerProcessOptions = {
  /**
   * `node` (default): the launcher as `npm start` execs it, `node scripts/run.mjs server/start`;
   * `npm`: `npm start` itself, the process a supervisor signals.
   */
  via?: 'node' | 'npm';
  /** The checkout to run in (the release test's clean copy); the repository by default. */
  cwd?: string;
};

const START_TIMEOUT_MS = 90_000;

/**
 * Runs the compiled server the way `npm start` does (docs/decisions/035-release-build.md) on a
 * free port, and waits for its «Сервер работает» line. The
 * launcher builds what is missing or stale first (tests/e2e/global-setup.ts builds once).
 */
export function startServerProcess(
  env: Record<string, string>,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const cwd = options.cwd ?? projectRoot;
  const [command, args] =
    options.via === 'npm'
      ? ['npm', ['start']]
      : [process.execPath, [join(cwd, 'scripts', 'run.mjs'), 'server/start']];
  const child = spawn(command, args, {
    cwd,
    env: { ...testEnv.childBase, PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.via === 'npm',
  });
  const group = options.via === 'npm' ? -(child.pid ?? 0) : (child.pid ?? 0);
  const groupAlive = () => {
    try {
      process.kill(group, 0);
      return true;
    } catch {
      return false;
    }
  };
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      if (groupAlive()) process.kill(group, 'SIGKILL');
      reject(new Error(`server did not start in time:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = output.match(/Сервер работает: (http:\/\/\S+?)\/ /)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({
          url,
          child,
          output: () => output,
          exited,
          groupAlive,
          kill: () => {
            if (groupAlive()) process.kill(group, 'SIGKILL');
          },
          async stop(signal = 'SIGTERM') {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            return exited;
          },
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it started:\n${output}`));
    });
  });
}
