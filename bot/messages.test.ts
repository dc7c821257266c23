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
      'Ваш профиль студента не одобрен.\nПричина: Нет фото\nИсправьте профиль и свяжитесь с карьерным центром.',
    );
  });
});
