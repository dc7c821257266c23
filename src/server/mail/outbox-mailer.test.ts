import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseMail } from '../../../tests/helpers/smtp-inbox';
import { createLogger } from '../logger';
import { createOutboxMailer } from './outbox-mailer';

describe('outbox mailer (no SMTP_URL)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('writes each message as an .eml file and logs the file only: no recipient, no body', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jb-outbox-'));
    dirs.push(dir);
    const lines: string[] = [];
    const mailer = createOutboxMailer({
      dir: join(dir, 'outbox'),
      from: undefined,
      logger: createLogger('info', (line) => lines.push(line)),
    });
    await mailer.send({
      to: 'student@example.ru',
      subject: 'Восстановление пароля',
      text: 'ссылка #token=SECRET',
    });

    const files = readdirSync(join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(join(dir, 'outbox', files[0] ?? ''), 'utf8');
    expect(raw).toContain('To: student@example.ru');
    expect(raw).toMatch(/From: =\?UTF-8\?.*<no-reply@localhost>/);
    const parsed = parseMail(raw, []);
    expect(parsed.subject).toBe('Восстановление пароля');
    expect(parsed.texts.map((text) => text.trim())).toEqual(['ссылка #token=SECRET']);

    expect(lines).toHaveLength(1);
    const logged = JSON.parse(lines[0] ?? '{}') as Record<string, string>;
    expect(logged.file).toBe(join(dir, 'outbox', files[0] ?? ''));
    // Logs hold no personal data and no secret (docs/decisions/017): the file says the rest.
    expect(lines[0]).not.toContain('student@example.ru');
    expect(lines[0]).not.toContain('SECRET');
  });
});
