/**
 * The steps the conversation journeys repeat, done as a user does them on the screens: a signed-in
 * profile that records toasts and failures, the times of «Пригласить» and «Перенести», «Приду»
 * on a chosen time, a message in the thread.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { slotText } from '../../../src/client/lib/interview-time';
import { myRow, nextApplicationAnswer } from './applications-journey';
import { nextPost, releaseTogether, slotsIn } from './conversation-checks';
import { LOAD, PASSWORD, TOAST_WATCH } from './feedback-journey';
import { callApi } from './home-journey';
import { DESKTOP, watchFailures } from './journey';
import { type Account, openSignedInPage } from './session';

type SlotTime = { startsAt: string; durationMin: number };

export const nameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

export const studentAccount = (student: { email: string }): Account => ({
  email: student.email,
  password: PASSWORD,
  kind: 'student',
});

/** A profile signed in by the API at 1440 px, watching toasts and failures; no page loaded yet. */
export async function openSignedIn(browser: Browser, url: string, account: Account) {
  const opened = await openSignedInPage(browser, url, account, DESKTOP);
  await opened.page.addInitScript({ content: TOAST_WATCH });
  return { ...opened, problems: watchFailures(opened.page, opened.errors) };
}

/** The open card of an application on the company's board. */
export const boardCard = (
  page: Page,
  applicationId: number,
  student: { firstName: string; lastName: string },
) => page.getByRole('region', { name: `Отклик №${applicationId}: ${nameOf(student)}` });

/**
 * Fills the interview form's times, one «Вариант N» each (`2026-12-05T11:00:00+03:00`, read on
 * the Moscow clock as the form is), adding rows with «Добавить время».
 */
async function fillTimes(card: Locator, times: readonly string[]): Promise<void> {
  for (const [index, at] of times.entries()) {
    if (index > 0) await card.getByRole('button', { name: 'Добавить время' }).click();
    const row = card.getByRole('group', { name: `Вариант ${index + 1}`, exact: true });
    await row.getByLabel('Дата', { exact: true }).fill(at.slice(0, 10));
    await row.getByLabel('Время', { exact: true }).fill(at.slice(11, 16));
  }
}

/** The row's «Вы записаны: …» line. */
export const bookedLine = (row: Locator) => row.locator('.answer-actions__booked');

/** On the website: picks the time in the row's picker and presses «Приду»; the row shows it booked. */
export async function bookOnWebsite(page: Page, row: Locator, applicationId: number, slot: SlotTime) {
  const label = slotText(slot, new Date());
  await row.getByRole('radio', { name: label }).check(LOAD);
  const booked = nextApplicationAnswer(page, '/api/application/answer/');
  await row.getByRole('button', { name: 'Приду', exact: true }).click();
  expect(await booked).toMatchObject({ id: applicationId, status: 'invited' });
  await expect.poll(() => bookedLine(row).textContent(), LOAD).toContain(label);
}

/** Writes `text` in the open thread's composer and sends it (201). */
export async function writeInThread(page: Page, text: string): Promise<void> {
  const composer = page.getByRole('form', { name: 'Новое сообщение' });
  await composer.getByLabel('Сообщение', { exact: true }).fill(text);
  const sent = nextPost(page, '/api/message/send');
  await composer.getByRole('button', { name: 'Отправить' }).click();
  expect((await sent).status).toBe(201);
}

type SlotState = { id: number; taken: boolean };

/** The application's interview as its student reads it (GET /api/interview/getItems): the booking, the times. */
export async function interviewSeenBy(
  page: Page,
  applicationId: number,
): Promise<{ bookedSlotId: unknown; slots: SlotState[] }> {
  const found = await callApi(page, 'GET', `/api/interview/getItems?applicationId=${applicationId}`);
  const items: unknown = Reflect.get(Object(found.data), 'items');
  const item: unknown = Array.isArray(items) ? items[0] : null;
  const slots: unknown = Reflect.get(Object(item), 'slots');
  return {
    bookedSlotId: Reflect.get(Object(item), 'bookedSlotId'),
    slots: (Array.isArray(slots) ? slots : []).map((slot) => ({
      id: Number(Reflect.get(Object(slot), 'id')),
      taken: Reflect.get(Object(slot), 'taken') === true,
    })),
  };
}

/** «Пригласить» on the open card with these times, online: the interview the server made (201). */
export async function inviteWithTimes(page: Page, card: Locator, times: readonly string[], link: string) {
  await card.getByRole('button', { name: 'Пригласить', exact: true }).click(LOAD);
  await fillTimes(card, times);
  await card.getByLabel('Ссылка на встречу').fill(link);
  const created = nextPost(page, '/api/interview/');
  await card.getByRole('button', { name: 'Отправить приглашение' }).click();
  const invitation = await created;
  expect(invitation.status).toBe(201);
  return slotsIn(invitation.data);
}

/** Presses `button` in the row and confirms it in the dialog `title`: the item the POST to `path` answered. */
export async function pressAndConfirm(
  page: Page,
  row: Locator,
  { button, title, path }: { button: string; title: string; path: string },
) {
  await row.getByRole('button', { name: button, exact: true }).click();
  const answered = nextApplicationAnswer(page, path);
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: button, exact: true }).click();
  return answered;
}

/**
 * «Перенести» on the card's interview: one new time and why (POST /api/interview/reschedule/,
 * 200); answers the new time as the server offers it.
 */
export async function rescheduleOnBoard(page: Page, card: Locator, at: string, reason: string) {
  await card
    .getByRole('region', { name: 'Собеседование', exact: true })
    .getByRole('button', { name: 'Перенести' })
    .click();
  await fillTimes(card, [at]);
  await card.getByLabel('Почему переносите (придёт студенту, необязательно)').fill(reason);
  const moved = nextPost(page, '/api/interview/reschedule/');
  await card.getByRole('button', { name: 'Предложить новое время' }).click();
  const rescheduled = await moved;
  expect(rescheduled.status).toBe(200);
  const next = slotsIn(rescheduled.data).find((slot) => Date.parse(slot.startsAt) === Date.parse(at));
  if (!next) throw new Error(`the new time is not offered: ${JSON.stringify(rescheduled.data)}`);
  return next;
}

/** A student's «Мои отклики» at 1440 px on one application, with `time` chosen in its picker. */
export async function openWithTimeChosen(
  browser: Browser,
  url: string,
  student: { email: string },
  application: { id: number; vacancyTitle: string; time: string },
) {
  const opened = await openSignedIn(browser, url, studentAccount(student));
  await opened.page.goto(`${url}/applications/?id=${application.id}`);
  const row = myRow(opened.page, application.vacancyTitle);
  await row.getByRole('radio', { name: application.time }).check(LOAD);
  return { ...opened, row, applicationId: application.id };
}

/**
 * «Приду» pressed in every row at once, the requests let through to the server together
 * (releaseTogether): the answers' statuses, in the rows' order.
 */
export async function bookTogether(rows: readonly { page: Page; row: Locator }[]): Promise<number[]> {
  const path = '/api/application/answer/';
  await releaseTogether(
    rows.map((one) => one.page),
    path,
  );
  const answers = rows.map((one) => nextPost(one.page, path));
  await Promise.all(rows.map((one) => one.row.getByRole('button', { name: 'Приду', exact: true }).click()));
  return (await Promise.all(answers)).map((answer) => answer.status);
}
