import { DEMO_DEFAULTS } from './seed-demo';

export class ArgsError extends Error {
  override name = 'ArgsError';
}

type DemoArgs = { vacancies: number; companies: number; seed: number; reset: boolean };

const USAGE = 'npm run demo -- [--vacancies 2000] [--companies 200] [--seed 1] [--reset]';

/** `--vacancies 100000`, `--vacancies=100000`, `--companies N`, `--seed S`, `--reset`. */
export function parseDemoArgs(argv: readonly string[]): DemoArgs {
  const args: DemoArgs = { ...DEMO_DEFAULTS, reset: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] ?? '').split('=', 2) as [string, string | undefined];
    if (flag === '--help' || flag === '-h') throw new ArgsError(`Запуск: ${USAGE}`);
    if (flag === '--reset') {
      args.reset = true;
      continue;
    }
    const key = { '--vacancies': 'vacancies', '--companies': 'companies', '--seed': 'seed' } as const;
    const name = key[flag as keyof typeof key];
    if (!name) throw new ArgsError(`Неизвестный параметр ${flag}. Запуск: ${USAGE}`);
    const text = inline ?? argv[++i] ?? '';
    const value = Number(text);
    const min = name === 'companies' ? 1 : 0;
    if (!/^\d+$/.test(text) || value < min || value > 10_000_000)
      throw new ArgsError(`${flag}: ожидается целое число от ${min}, получено «${text}».`);
    args[name] = value;
  }
  return args;
}
