import { expect, it } from 'vitest';
import { escapeHtml } from '../../bot/messages';
import { THREAD_TEXT } from '../../bot/thread-messages';
import { dayTitle, moscowDayOf, slotText, timeRange } from '../../src/client/lib/interview-time';
import { interviewMessages } from '../../src/server/domain/interviews/interview-messages';
import { messagesPath } from '../../src/shared/paths';
import { messageUpdate } from '../helpers/bot-updates';
import { describeOnDatabase } from '../helpers/test-database';
import { boardRow, myRow, nextApplicationAnswer } from './helpers/applications-journey';
import { skipBrowserJourneys } from './helpers/browser';
import {
  awaitChatMessage,
  buttonOpening,
  chatOf,
  openFromButton,
  useChatUpdates,
} from './helpers/conversation-chat';
import { awaitMail, expectCalendarMail, remindersAt, waitingReminders } from './helpers/conversation-checks';
import {
  type ConversationWorld,
  INVITATION_LINK,
  MAIL_STUDENT,
  moscowSlot,
  RACERS,
  seedConversation,
  seeded,
  TG_STUDENT,
} from './helpers/conversation-journey';
import {
  boardCard,
  bookedLine,
  bookOnWebsite,
  bookTogether,
  interviewSeenBy,
  inviteWithTimes,
  nameOf,
  openSignedIn,
  openWithTimeChosen,
  pressAndConfirm,
  rescheduleOnBoard,
  studentAccount,
  writeInThread,
} from './helpers/conversation-steps';
import { badgeOf, expectToast, LOAD, mainButton, pageWidth } from './helpers/feedback-journey';
import { openPage, PHONE, watchFailures } from './helpers/journey';
import { useMessagingJourney } from './helpers/journey-server';
import { DEMO_COMPANY } from './helpers/session';

// Needs Debian's chromium: skipped outside CI when it is missing; in CI its absence fails the run.
describeOnDatabase.skipIf(skipBrowserJourneys)('the hiring conversation in Chromium (issue 25)', (target) => {
  const world: Partial<ConversationWorld> = {};
  // A thread's notice waits a second for more messages, not 30 (MESSAGE_SETTLE_SECONDS).
  const { journey, bot, inbox } = useMessagingJourney(target, (env) => seedConversation(env, world), {
    MESSAGE_SETTLE_SECONDS: '1',
    BOT_POLLING: 'true',
  });
  useChatUpdates(journey, bot, () => inbox().url);

  it('inside Telegram at 360 px: the company invites with three times, the student picks one with the MainButton and answers in the chat; the company reads it marked unread and answers', async () => {
    const url = journey.server.url;
    const { invite } = seeded(world);
    const user = TG_STUDENT.telegram;
    if (!user) throw new Error('the Telegram student has no Telegram user');

    // The company, on the website at 1440 px, offers three times with «Пригласить».
    const company = await openSignedIn(journey.browser, url, DEMO_COMPANY);
    await company.page.goto(`${url}/board/applications/?id=${invite.applicationId}`);
    const card = boardCard(company.page, invite.applicationId, TG_STUDENT);
    const times = [moscowSlot(2, '10:00'), moscowSlot(2, '11:30'), moscowSlot(3, '15:00')];
    const slots = await inviteWithTimes(company.page, card, times, INVITATION_LINK);
    expect(slots.map((slot) => Date.parse(slot.startsAt))).toEqual(times.map((at) => Date.parse(at)));
    await expectToast(company.page, 'success', 'Приглашение отправлено студенту.');

    // One bot message tells the student, with the times and a button to the application.
    const told = await awaitChatMessage(bot(), user.id, 'Статус: Приглашение.');
    expect(chatOf(bot(), user.id)).toHaveLength(1);
    for (const slot of slots) expect(told.text).toContain(timeRange(slot));
    const opener = buttonOpening(told, `/applications/?id=${invite.applicationId}`);
    if (!opener) throw new Error(`no button opens the application: ${JSON.stringify(told.buttons)}`);

    // The Mini App at 360 px on that application: a radio per time; the MainButton says «Приду».
    const student = await openPage(journey.browser, PHONE);
    const studentProblems = watchFailures(student.page, student.errors);
    const host = await openFromButton(student.page, url, user, opener.startParam);
    await student.page.waitForURL(new RegExp(`/applications/\\?id=${invite.applicationId}$`), LOAD);
    const mine = myRow(student.page, invite.vacancy.title);
    const picker = mine.getByRole('group', { name: 'Выберите время собеседования' });
    await expect.poll(() => picker.getByRole('radio').count(), LOAD).toBe(3);
    const [, chosen] = slots;
    if (!chosen) throw new Error('no second time');
    await picker.getByRole('radio', { name: slotText(chosen, new Date()) }).check();
    await expect
      .poll(() => mainButton(host), LOAD)
      .toMatchObject({ is_visible: true, is_active: true, text: 'Приду' });
    const booked = nextApplicationAnswer(student.page, '/api/application/answer/');
    await host.pressMainButton();
    expect(await booked).toMatchObject({ id: invite.applicationId, status: 'invited' });
    await expect.poll(() => bookedLine(mine).textContent(), LOAD).toContain(slotText(chosen, new Date()));
    expect(await pageWidth(student.page)).toBeLessThanOrEqual(PHONE.width);

    // The company's «Собеседования» lists the booked time under its day.
    await company.page.goto(`${url}/board/interviews/`);
    const day = company.page.getByRole('region', {
      name: dayTitle(moscowDayOf(chosen.startsAt), new Date()),
    });
    const entry = day.locator('li.interview-entry').filter({ hasText: nameOf(TG_STUDENT) });
    await expect.poll(() => entry.textContent(), LOAD).toContain(timeRange(chosen));
    expect(await entry.textContent()).not.toContain('ждём выбора студента');

    // The company writes in the thread; the bot brings it to the student with «Ответить».
    const question = 'Удобно ли будет подключиться с камерой? Пришлём задание заранее.';
    await company.page.goto(`${url}${messagesPath(invite.applicationId, 'board')}`);
    await writeInThread(company.page, question);
    const notice = await awaitChatMessage(bot(), user.id, escapeHtml(question));
    expect(notice.buttons.map((button) => button.text)).toEqual([THREAD_TEXT.reply, THREAD_TEXT.open]);

    // The student replies to that message in the chat: the reply goes into the thread.
    const reply = 'Да, камера будет. Задание посмотрю вечером.';
    const replyTo = { messageId: notice.messageId, text: notice.text };
    bot().feedUpdates(messageUpdate(25_001, user.id, reply, replyTo));
    await awaitChatMessage(bot(), user.id, THREAD_TEXT.sent);

    // The company sees it marked unread: in the menu, on the row, on the way into the thread.
    await company.page.goto(`${url}/board/applications/`);
    const menuBadge = company.page.getByRole('link', { name: /^Отклики\s*,\s*новых сообщений: 1$/ });
    await expect.poll(() => menuBadge.count(), LOAD).toBeGreaterThan(0);
    const row = boardRow(company.page, TG_STUDENT, invite.vacancy.title);
    await expect.poll(() => row.locator('.count-badge').textContent(), LOAD).toContain('1');
    await row.getByRole('button', { name: nameOf(TG_STUDENT), exact: true }).click();
    await row.getByRole('link', { name: 'Сообщения (1 новое)' }).click();
    const theirs = company.page.getByRole('listitem', { name: `Сообщение: ${nameOf(TG_STUDENT)}` });
    await theirs.filter({ hasText: reply }).waitFor(LOAD);
    // Reading it clears the marks.
    const marks = company.page.getByRole('link', { name: /новых сообщений/ });
    await expect.poll(() => marks.count(), LOAD).toBe(0);

    // The company answers; the answer is in the thread and reaches the student's chat.
    const answer = 'Отлично, до встречи! Ссылка на встречу та же.';
    await writeInThread(company.page, answer);
    await company.page
      .getByRole('listitem', { name: 'Сообщение: Вы' })
      .filter({ hasText: answer })
      .waitFor(LOAD);
    await awaitChatMessage(bot(), user.id, escapeHtml(answer));
    expect(company.problems()).toEqual({ failedRequests: [], errors: [] });
    expect(studentProblems()).toEqual({ failedRequests: [], errors: [] });
    await company.context.close();
    await student.context.close();
  });

  it('on the website at 1440 px: a student without Telegram accepts the offer and the company marks the hire; the booked time comes by mail with its .ics, its reminders are queued and follow a reschedule', async () => {
    const url = journey.server.url;
    const { offer, booking } = seeded(world);
    const student = await openSignedIn(journey.browser, url, studentAccount(MAIL_STUDENT));
    await student.page.goto(`${url}/applications/`);

    // «Принимаю» on the offer, confirmed.
    const offered = myRow(student.page, offer.vacancy.title);
    await expect.poll(() => badgeOf(offered), LOAD).toBe('Предложение');
    expect(await offered.textContent()).toContain(offer.message);
    const accepted = pressAndConfirm(student.page, offered, {
      button: 'Принимаю',
      title: 'Принять предложение?',
      path: '/api/application/answer/',
    });
    expect(await accepted).toMatchObject({ id: offer.applicationId, status: 'accepted' });
    await expectToast(
      student.page,
      'success',
      'Вы приняли предложение. Компания получила ваш ответ и свяжется с вами.',
    );
    await expect.poll(() => badgeOf(offered), LOAD).toBe('Предложение принято');

    // The company marks the hire on its board; the student hears of it by mail.
    const company = await openSignedIn(journey.browser, url, DEMO_COMPANY);
    await company.page.goto(`${url}/board/applications/?id=${offer.applicationId}`);
    const hiredRow = boardRow(company.page, MAIL_STUDENT, offer.vacancy.title);
    await expect.poll(() => badgeOf(hiredRow), LOAD).toBe('Предложение принято');
    const hired = pressAndConfirm(company.page, hiredRow, {
      button: 'Принят на работу',
      title: 'Принят на работу?',
      path: '/api/application/changeStatus',
    });
    expect(await hired).toMatchObject({ id: offer.applicationId, status: 'hired' });
    await expect.poll(() => badgeOf(hiredRow), LOAD).toBe('Принят');
    await awaitMail(inbox(), MAIL_STUDENT.email, `Отклик на «${offer.vacancy.title}»: Принят`);

    // «Приду» on the first time: the calendar comes by mail, the reminders wait (both sides by mail).
    const [first] = booking.slots;
    if (!first) throw new Error('the invitation has no times');
    const invited = myRow(student.page, booking.vacancy.title);
    await bookOnWebsite(student.page, invited, booking.applicationId, first);
    const calendarMail = {
      to: MAIL_STUDENT.email,
      subject: `Вы записались на собеседование: «${booking.vacancy.title}»`,
    };
    await expectCalendarMail(inbox(), { ...calendarMail, count: 1 }, booking.interviewId, first.startsAt);
    const reminders = () => waitingReminders(journey, booking.interviewId);
    expect(await reminders()).toEqual(remindersAt(first.startsAt));

    // The company moves the interview to a new time on its board.
    await company.page.goto(`${url}/board/applications/?id=${booking.applicationId}`);
    const card = boardCard(company.page, booking.applicationId, MAIL_STUDENT);
    const planned = card.getByRole('region', { name: 'Собеседование', exact: true });
    await expect
      .poll(() => planned.textContent(), LOAD)
      .toContain(`Студент выбрал: ${slotText(first, new Date())}`);
    const next = await rescheduleOnBoard(company.page, card, moscowSlot(6, '12:30'), 'Интервьюер заболел.');
    await expectToast(company.page, 'success', 'Новое время отправлено студенту.');

    // The student books the new time: its calendar comes, the old reminders are gone, new ones wait.
    await student.page.goto(`${url}/applications/?id=${booking.applicationId}`);
    await bookOnWebsite(student.page, invited, booking.applicationId, next);
    await expectCalendarMail(inbox(), { ...calendarMail, count: 2 }, booking.interviewId, next.startsAt);
    expect(await reminders()).toEqual(remindersAt(next.startsAt));
    expect(company.problems()).toEqual({ failedRequests: [], errors: [] });
    expect(student.problems()).toEqual({ failedRequests: [], errors: [] });
    await company.context.close();
    await student.context.close();
  });

  it('two students choose the same time at once: one booking, and the other is told in Russian that it is taken', async () => {
    const url = journey.server.url;
    const { race } = seeded(world);
    const shared = slotText(race.shared, new Date());
    const racers = await Promise.all(
      RACERS.map((racer, index) =>
        openWithTimeChosen(journey.browser, url, racer, {
          id: race.applicationIds[index] ?? 0,
          vacancyTitle: race.vacancy.title,
          time: shared,
        }),
      ),
    );
    // Both press «Приду» at once; their requests reach the server together.
    const statuses = await bookTogether(racers);
    expect([...statuses].sort()).toEqual([200, 409]);
    const winner = racers[statuses.indexOf(200)];
    const loser = racers[statuses.indexOf(409)];
    if (!winner || !loser) throw new Error('unreachable');

    await expect.poll(() => bookedLine(winner.row).textContent(), LOAD).toContain(shared);
    await expectToast(loser.page, 'error', interviewMessages.slotTaken);
    // The loser's picker shows that time taken now, and nothing is booked for them.
    const taken = loser.row.getByRole('radio', { name: `${shared} — занято` });
    await expect.poll(() => taken.count(), LOAD).toBe(1);
    expect(await taken.isDisabled()).toBe(true);
    expect(await bookedLine(loser.row).count()).toBe(0);
    // One booking, the winner's; the loser's invitation has the time as taken.
    expect(await interviewSeenBy(winner.page, winner.applicationId)).toMatchObject({
      bookedSlotId: race.shared.id,
    });
    const lost = await interviewSeenBy(loser.page, loser.applicationId);
    expect(lost.bookedSlotId).toBeNull();
    expect(lost.slots).toContainEqual({ id: race.shared.id, taken: true });
    expect(winner.problems()).toEqual({ failedRequests: [], errors: [] });
    expect(loser.problems(['409 /api/application/answer/'])).toEqual({ failedRequests: [], errors: [] });
    for (const racer of racers) await racer.context.close();
  });
});
