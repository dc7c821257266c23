import { describe, expect, it } from 'vitest';
import { escapeHtml, notificationText } from './messages';

describe('bot messages', () => {
  it('escapes what Telegram HTML would parse', () => {
    expect(escapeHtml('a < b && c > d')).toBe('a &lt; b &amp;&amp; c &gt; d');
  });

  it('keeps a long reply within Telegram limits', () => {
    const text = notificationText({ type: 'feedback-reply', feedbackId: 1, reply: 'я'.repeat(5000) });
    expect(text.length).toBeLessThan(1200);
    expect(text).toContain('…</blockquote>');
  });

  it('names the profile in a denial', () => {
    expect(notificationText({ type: 'account-denied', kind: 'student', reason: 'Нет фото' })).toBe(
      'Ваш профиль студента не одобрен.\nПричина: Нет фото\nИсправьте профиль и нажмите «Запросить повторную проверку».',
    );
  });

  it('tells a re-review and an identity change apart from a new registration (decision 015)', () => {
    const base = { type: 'registration-pending', kind: 'company', accountId: 4, name: 'Ромашка' } as const;
    expect(notificationText(base)).toBe('Новая регистрация ждёт проверки: компания Ромашка.');
    expect(notificationText({ ...base, again: 'review' })).toBe('Просят проверить снова: компания Ромашка.');
    expect(notificationText({ ...base, again: 'identity' })).toContain(
      'изменила название, ИНН или контактное лицо',
    );
    expect(
      notificationText({ type: 'account-denied', kind: 'company', reason: 'ИНН чужой', about: 'identity' }),
    ).toContain('по-прежнему видят прежние');
  });
});
