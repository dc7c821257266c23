import { describe, expect, it } from 'vitest';
import type { InterviewNotification } from '../src/server/notify/notifier';
import { notificationButtonText, notificationText } from './messages';

const base: InterviewNotification = {
  type: 'interview',
  event: 'booked',
  interviewId: 7,
  applicationId: 3,
  audience: 'company',
  vacancyTitle: 'Аналитик <данных>',
  otherName: 'Иван & Ко',
  when: 'вт, 10.03.2026, 10:00–10:45 (МСК)',
  where: 'Онлайн: https://meet.example/a?b=1&c=2',
  message: null,
};

describe('the bot’s interview messages', () => {
  it('says who booked when and where, people’s words escaped', () => {
    const text = notificationText(base);
    expect(text).toContain('Кандидат выбрал время собеседования');
    expect(text).toContain('«Аналитик &lt;данных&gt;»');
    expect(text).toContain('Иван &amp; Ко');
    expect(text).toContain('Время: вт, 10.03.2026, 10:00–10:45 (МСК)');
    expect(text).toContain('https://meet.example/a?b=1&amp;c=2');
    expect(notificationButtonText(base)).toBe('Открыть отклик');
  });

  it('a cancellation quotes the message and leaves out the place; a reschedule says what to do', () => {
    const cancelled = notificationText({
      ...base,
      event: 'cancelled',
      audience: 'student',
      message: 'Заболел <b>',
    });
    expect(cancelled).toContain('Компания отменила собеседование');
    expect(cancelled).toContain('<blockquote>Заболел &lt;b&gt;</blockquote>');
    expect(cancelled).not.toContain('Место:');
    const asked = notificationText({ ...base, event: 'rescheduled', when: null, message: 'Можно позже?' });
    expect(asked).toContain('Кандидат просит перенести собеседование');
    expect(asked).toContain('Предложите кандидату новое время');
    expect(notificationText({ ...base, event: 'reminder', audience: 'student' })).toContain(
      'Напоминание: скоро собеседование',
    );
  });
});
