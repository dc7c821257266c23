import { afterAll, beforeAll, expect, it } from 'vitest';
import { useInterviewSuite } from '../../../tests/helpers/interview-suite';
import { startSmtpInbox } from '../../../tests/helpers/smtp-inbox';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { ExportLink } from '../../shared/contract/export-link.contract';
import type { InterviewItem } from '../../shared/contract/interview.contract';
import { createSmtpMailer } from '../mail/smtp-mailer';

describeOnDatabases('GET /api/interview/:id/ics, its signed address, and the .ics by mail', (target) => {
  const s = useInterviewSuite(target);
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(async () => {
    await inbox?.close();
  });

  const bookedInterview = async (): Promise<InterviewItem> => {
    const applicationId = await s.apply('student', s.vacancies.analyst);
    const invited = await s.invite(applicationId, {
      message: 'Возьмите паспорт; пропуск закажем, вход — с Тверской.',
    });
    const booked = await s.call('student', 'POST', '/api/interview/book/', {
      id: invited.id,
      slotId: invited.slots[0]?.id ?? 0,
    });
    expect(booked.status).toBe(200);
    return booked.data as InterviewItem;
  };

  it('gives the .ics to the interview’s student and company only: others 404, never revealed', async () => {
    const applicationId = await s.apply('student', s.vacancies.analyst);
    const invited = await s.invite(applicationId);
    const path = `/api/interview/${invited.id}/ics`;
    const early = await s.call('student', 'GET', path);
    expect(early.status).toBe(409);
    expect(early.body.message).toContain('после записи');
    await s.call('student', 'POST', '/api/interview/book/', { id: invited.id, slotId: invited.slots[0]?.id });
    for (const role of ['student', 'owner'] as const) {
      const response = await s.call(role, 'GET', path);
      expect(response.status, role).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="interview-${invited.id}.ics"`,
      );
      expect(response.text).toContain(`UID:interview-${invited.id}@karyera.local`);
      expect(response.text).toContain('METHOD:REQUEST');
      expect(response.text).toMatch(/\r\nEND:VCALENDAR\r\n$/);
    }
    for (const role of ['otherStudent', 'other'] as const)
      expect((await s.call(role, 'GET', path)).status, role).toBe(404);
    expect((await s.call('owner', 'GET', '/api/interview/999999/ics')).status).toBe(404);
    expect((await s.call('guest', 'GET', path)).status).toBe(401);
    expect((await s.call('admin', 'GET', path)).status).toBe(403);
  });

  it('a signed address works without the session or headers (Telegram’s download); others get 404; a forged one 403', async () => {
    const interview = await bookedInterview();
    const link = await s.call('student', 'POST', '/api/interview/link/', { id: interview.id });
    expect(link.status).toBe(200);
    const { path, fileName } = link.data as ExportLink;
    expect(path).toMatch(new RegExp(`^/calendar/interview-${interview.id}\\.ics\\?s=.+&e=\\d+&sig=`));
    expect(fileName).toBe(`interview-${interview.id}.ics`);
    const download = await s.t.app.request(path);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect(await download.text()).toContain('BEGIN:VCALENDAR');
    const forged = await s.t.app.request(path.replace(/sig=[^&]+/, 'sig=AAAA'));
    expect(forged.status).toBe(403);
    const otherId = await s.t.app.request(
      path.replace(`interview-${interview.id}.ics`, 'interview-999999.ics'),
    );
    expect(otherId.status).toBe(403);
    expect((await s.t.app.request(`/calendar/interview-${interview.id}.ics`)).status).toBe(403);
    expect((await s.call('otherStudent', 'POST', '/api/interview/link/', { id: interview.id })).status).toBe(
      404,
    );
    expect((await s.call('other', 'POST', '/api/interview/link/', { id: interview.id })).status).toBe(404);
    const company = await s.call('owner', 'POST', '/api/interview/link/', { id: interview.id });
    expect(company.status).toBe(200);
  });

  it('the booking’s mail carries the calendar through a real SMTP server: text/calendar, Cyrillic intact', async () => {
    const interview = await bookedInterview();
    const message = s.mail.find((mail) => mail.to === s.board.student.email && mail.icalEvent);
    if (!message) throw new Error('no calendar mail');
    const mailer = createSmtpMailer({ url: inbox.url });
    const arrived = inbox.next();
    await mailer.send(message);
    const mail = await arrived;
    const calendar = mail.texts.find((text) => text.startsWith('BEGIN:VCALENDAR'));
    expect(calendar).toBeDefined();
    // The inbox's parser reads line ends as LF (tests/helpers/smtp-inbox.ts); folds unfold the same.
    const unfolded = (calendar ?? '').replace(/\r?\n /g, '');
    expect(unfolded).toContain(`UID:interview-${interview.id}@karyera.local`);
    expect(unfolded).toContain('SUMMARY:Собеседование: Аналитик данных — ООО «Ромашка»');
    expect(unfolded).toContain('Возьмите паспорт\\; пропуск закажем\\, вход — с Тверской.');
    expect(mail.subject).toContain('Вы записались на собеседование');
  });
});
