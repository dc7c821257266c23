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
};

const START_TIMEOUT_MS = 90_000;

/**
 * Runs the server exactly as `npm start` does (src/server/start.ts through tsx) on a free port,
 * and waits for its «Сервер работает» line.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'src/server/start.ts')], {
    cwd: projectRoot,
    env: { ...testEnv.childBase, PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
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
          async stop(signal = 'SIGTERM') {
            if (child.exitCode === null) child.kill(signal);
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
