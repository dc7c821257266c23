/**
 * Accounts, the company's publishing and the inbox/bot reading for the saved-search alert journeys
 * (issue 13, tests/e2e/subscription-alerts.journey.test.ts). Alerts go out from the server's own loop
 * (src/server/domain/subscription-alerts/alert-loop.ts, every ALERT_TICK_SECONDS: 5 s, in the journey
 * one) through the outbox worker, so every wait here polls for what Telegram or the mail server
 * received.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { telegramUsers } from '../../../src/server/db/schema';
import type { ReceivedMail } from '../../helpers/smtp-inbox';
import { insertApprovedStudents, type Student, seedDemoThen } from './demo-seed';
import { PASSWORD } from './feedback-journey';
import { callApi } from './home-journey';

/** Long enough for a loop tick, the outbox worker's poll and a busy 2-core machine. */
export const ALERT_WAIT = { timeout: 40_000, interval: 250 };

/** Linked to Telegram, and the bot may write to them (initData's allows_write_to_pm). */
export const TG_SUBSCRIBER: Student = {
  email: 'alerts.tg@univer.ru',
  firstName: 'Павел',
  lastName: 'Подписчиков',
  telegram: {
    id: 700_500_001,
    first_name: 'Павел',
    last_name: 'Подписчиков',
    username: 'alerts_tg',
    language_code: 'ru',
    allows_write_to_pm: true,
  },
};

/** No Telegram: alerts come by email. */
export const MAIL_SUBSCRIBER: Student = {
  email: 'alerts.mail@univer.ru',
  firstName: 'Мария',
  lastName: 'Письмова',
  telegram: null,
};

/** The small demo board and the two approved students with a known password. */
export async function seedAlertStudents(env: Record<string, string>): Promise<void> {
  await seedDemoThen(env, async (db) => {
    await insertApprovedStudents(db, [TG_SUBSCRIBER, MAIL_SUBSCRIBER], PASSWORD, { graduationYear: null });
    // As a link writes it (domain/telegram/telegram-accounts.ts linkTelegramUser): the name the
    // dialog shows; whether the bot may write is not known until initData says so at sign-in.
    const telegram = TG_SUBSCRIBER.telegram;
    if (!telegram) throw new Error('the Telegram subscriber has no Telegram user');
    await db.insert(telegramUsers).values({
      id: telegram.id,
      firstName: telegram.first_name,
      lastName: telegram.last_name ?? null,
      username: telegram.username ?? null,
    });
  });
}

/**
 * Publishes a vacancy at once, as the company's vacancy form does (POST /api/vacancy/ with
 * `publish: true`), from a page where the company is signed in. Answers its id.
 */
export async function publishVacancy(page: Page, title: string, description: string): Promise<number> {
  const answer = await callApi(page, 'POST', '/api/vacancy/', {
    title,
    // Publishing asks for 100 characters of description and a place (or remote work).
    description: `${description} Подробности — на собеседовании; наставник поможет войти в работу с первого дня.`,
    address: 'Москва, Тверская, 1',
    employment: 'probation',
    schedule: 'flexible',
    experience: 'noExperience',
    salaryFrom: 40_000,
    publish: true,
  });
  expect(answer.status).toBe(201);
  const id: unknown = Reflect.get(Object(answer.data), 'id');
  if (typeof id !== 'number') throw new Error('the new vacancy has no id');
  return id;
}

/** How many saved searches the signed-in student has (GET /api/subscription/getItems). */
export async function subscriptionCount(page: Page): Promise<number> {
  const answer = await callApi(page, 'GET', '/api/subscription/getItems');
  expect(answer.status).toBe(200);
  const items: unknown = Reflect.get(Object(answer.data), 'items');
  return Array.isArray(items) ? items.length : -1;
}

/** The mails the inbox received for this address, in order. */
export const mailsFor = (received: readonly ReceivedMail[], to: string) =>
  received.filter((mail) => mail.to.includes(to));

/** The https/http address inside `<…>` of a mail's List-Unsubscribe header. */
export function listUnsubscribeUrl(mail: ReceivedMail): string {
  const match = (mail.headers['list-unsubscribe'] ?? '').match(/^<(https?:\/\/[^>]+)>$/);
  if (!match?.[1]) throw new Error(`no List-Unsubscribe address in «${mail.subject}»`);
  return match[1];
}

/** The visible «Отписаться» link of a mail's text part (the /unsubscribe/ page). */
export function visibleUnsubscribeLink(mail: ReceivedMail): string {
  for (const text of mail.texts) {
    const match = text.match(/Отписаться от этой подписки: (https?:\/\/\S+\/unsubscribe\/#token=[\w%-]+)/);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no unsubscribe link in the text of «${mail.subject}»`);
}
