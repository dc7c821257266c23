import { describe, expect, it } from 'vitest';
import { escapeHtml, notificationButtonText, notificationText } from './messages';
import { appButton, screenOfNotification } from './mini-app-button';

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

  it('tells the admins of a student’s new identity and, apart, of a new photo to look at (decision 051)', () => {
    const base = {
      type: 'registration-pending',
      kind: 'student',
      accountId: 4,
      name: 'Анна Ёлкина',
    } as const;
    expect(notificationText({ ...base, again: 'identity' })).toBe(
      'Студент Анна Ёлкина изменил имя, вуз или факультет: профиль снова ждёт проверки.',
    );
    expect(notificationText({ ...base, again: 'photo' })).toContain('Профиль остаётся подтверждённым');
    expect(notificationText({ ...base, again: 'photo' })).toContain('«Фото в порядке»');
  });

  it('tells the student what the company decided, with its message, and opens «Мои отклики»', () => {
    const invited = {
      type: 'application-status',
      applicationId: 12,
      vacancyTitle: 'Стажёр <аналитик>',
      companyName: 'Ромашка',
      status: 'invited',
      message: 'Ждём в среду в 11:00, Тверская, 1.',
    } as const;
    expect(notificationText(invited)).toBe(
      [
        'Отклик на вакансию «Стажёр &lt;аналитик&gt;» (Ромашка): компания приглашает вас на собеседование.',
        'Статус: Приглашение.',
        '<blockquote>Ждём в среду в 11:00, Тверская, 1.</blockquote>',
      ].join('\n'),
    );
    expect(notificationText({ ...invited, status: 'offer', message: null })).not.toContain('blockquote');
    expect(notificationButtonText(invited)).toBe('Открыть отклик');
    expect(screenOfNotification(invited)).toEqual({
      path: '/applications/?id=12',
      start: { kind: 'application', id: 12 },
    });
  });

  it('tells the company of a new applicant and opens the applicant on the board', () => {
    const fresh = {
      type: 'application-new',
      applicationId: 7,
      vacancyTitle: 'Аналитик',
      studentName: 'Иван Студентов',
    } as const;
    expect(notificationText(fresh)).toBe(
      'Новый отклик на вакансию «Аналитик»:\nИван Студентов. Откройте отклик, чтобы посмотреть анкету и резюме.',
    );
    expect(screenOfNotification(fresh).path).toBe('/board/applications/?id=7');
    const settings = { publicUrl: undefined, botUsername: 'career_board_bot', miniAppName: 'board' };
    const button = appButton(settings, screenOfNotification(fresh), notificationButtonText(fresh));
    expect(button?.inline_keyboard[0]?.[0]).toEqual({
      text: 'Открыть отклик',
      url: 'https://t.me/career_board_bot/board?startapp=applicant_7',
    });
  });

  it('tells the company why the career centre returned its vacancy, escaped, and opens it in the editor', () => {
    const returned = {
      type: 'vacancy-moderated',
      action: 'returned',
      vacancyId: 9,
      vacancyTitle: 'Аналитик',
      reason: 'Уберите <b>телефон</b> из названия',
    } as const;
    expect(notificationText(returned)).toBe(
      [
        'Карьерный центр вернул вакансию «Аналитик» на доработку: пока студенты её не видят.',
        'Что исправить:<blockquote>Уберите &lt;b&gt;телефон&lt;/b&gt; из названия</blockquote>',
        'Исправьте вакансию и опубликуйте её снова.',
      ].join('\n'),
    );
    const settings = { publicUrl: undefined, botUsername: 'career_board_bot', miniAppName: 'board' };
    const button = appButton(settings, screenOfNotification(returned), notificationButtonText(returned));
    expect(button?.inline_keyboard[0]?.[0]).toEqual({
      text: 'Исправить вакансию',
      url: 'https://t.me/career_board_bot/board?startapp=editvacancy_9',
    });
    const hidden = { ...returned, action: 'hidden', reason: null } as const;
    expect(notificationText(hidden)).toContain(
      'Карьерный центр скрыл вакансию «Аналитик»: студенты её не видят.',
    );
    expect(screenOfNotification(hidden).path).toBe('/board/vacancy/edit/9/');
  });

  it('puts a title that carries its own quotes in no second pair', () => {
    const title = 'Стажёр в ООО «Уральские системы „Дельта“»';
    expect(
      notificationText({
        type: 'application-new',
        applicationId: 7,
        vacancyTitle: title,
        studentName: 'Иван',
      }),
    ).toContain(`Новый отклик на вакансию ${title}:`);
    expect(
      notificationText({
        type: 'application-status',
        applicationId: 12,
        vacancyTitle: 'Аналитик "BI"',
        companyName: 'Ромашка',
        status: 'offer',
        message: null,
      }),
    ).toContain('Отклик на вакансию Аналитик "BI" (Ромашка)');
  });
});
