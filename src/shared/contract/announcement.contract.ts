import * as v from 'valibot';
import { isHttpsUrl } from './apply-elsewhere.contract';
import { isCalendarDay } from './period-day.contract';
import { LimitParamSchema, PageParamSchema, pageSchema } from './query';
import { multiLine } from './text';

/**
 * Career-centre announcements: admins post short notices that students and companies see on their
 * home until the chosen day ends or an admin removes them. The table is
 * src/server/db/schema/announcements.ts; its checks repeat the limits below.
 */
export const ANNOUNCEMENT_TEXT_MAX = 300;
const ANNOUNCEMENT_LINK_MAX = 500;
/** At most this many shown at once (the 409 past it): the home is no notice board. */
export const ANNOUNCEMENTS_SHOWN_MAX = 20;
/** The home's banner shows this many, newest first. */
export const ANNOUNCEMENTS_CURRENT_MAX = 3;

const LINK_MESSAGE = 'Укажите адрес, начинающийся с https://, например https://career.example.ru/fair';
const DAY_MESSAGE = 'Укажите дату в формате ГГГГ-ММ-ДД.';

/** POST /api/announcement/: the text, an optional https link, an optional last day (Moscow, inclusive). */
export const AnnouncementCreateInputSchema = v.object({
  text: v.pipe(
    v.string('Напишите текст объявления.'),
    v.trim(),
    multiLine,
    v.nonEmpty('Напишите текст объявления.'),
    v.maxLength(ANNOUNCEMENT_TEXT_MAX, `Не длиннее ${ANNOUNCEMENT_TEXT_MAX} символов.`),
  ),
  /** '' or absent: no link. */
  link: v.optional(
    v.pipe(
      v.string(LINK_MESSAGE),
      v.trim(),
      v.maxLength(ANNOUNCEMENT_LINK_MAX, `Адрес не длиннее ${ANNOUNCEMENT_LINK_MAX} символов.`),
      v.check((link) => link === '' || isHttpsUrl(link), LINK_MESSAGE),
    ),
    '',
  ),
  /** '' or absent: shown until removed. A day already over, or over a year ahead, the server refuses. */
  endsOn: v.optional(
    v.pipe(
      v.string(DAY_MESSAGE),
      v.check((day) => day === '' || isCalendarDay(day), DAY_MESSAGE),
    ),
    '',
  ),
});
export type AnnouncementCreateInput = v.InferOutput<typeof AnnouncementCreateInputSchema>;

/** What the home's banner shows. `endsAt`: the moment it stops being shown, or null. */
const AnnouncementSchema = v.object({
  id: v.number(),
  text: v.string(),
  link: v.nullable(v.string()),
  endsAt: v.nullable(v.string()),
});
export type Announcement = v.InferOutput<typeof AnnouncementSchema>;

/** GET /api/announcement/current: the shown ones, newest first, at most ANNOUNCEMENTS_CURRENT_MAX. */
export const AnnouncementCurrentSchema = v.object({ items: v.array(AnnouncementSchema) });
export type AnnouncementCurrent = v.InferOutput<typeof AnnouncementCurrentSchema>;

/** Where a notice stands now, by the server's clock. */
const ANNOUNCEMENT_STATES = ['shown', 'ended', 'removed'] as const;

/** A row of the admins' list: the notice, who posted it and when, and whether it is still shown. */
export const AnnouncementItemSchema = v.object({
  ...AnnouncementSchema.entries,
  createdAt: v.string(),
  /** The posting admin's name; null once that account is deleted. */
  author: v.nullable(v.string()),
  removedAt: v.nullable(v.string()),
  state: v.picklist(ANNOUNCEMENT_STATES),
});
export type AnnouncementItem = v.InferOutput<typeof AnnouncementItemSchema>;

/** GET /api/announcement/: every notice ever posted, newest first, by pages. */
export const AnnouncementListQuerySchema = v.object({ page: PageParamSchema, limit: LimitParamSchema });
export const AnnouncementPageSchema = pageSchema(AnnouncementItemSchema);
