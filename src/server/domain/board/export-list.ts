import { asc, eq } from 'drizzle-orm';
import type { ExportList } from '../../../shared/contract/board-summary.contract';
import { FEEDBACK_STATUS_LABELS } from '../../../shared/contract/feedback.contract';
import { accountStatusLabels, vacancyStatusLabels } from '../../../shared/dictionaries';
import { companies, feedback, students, vacancies, vacancyTypes } from '../../db/schema';
import type { DomainDeps } from '../deps';

/** The header of a column of moments, which the CSV writes in Moscow time (http/csv.ts). */
const timeColumn = (label: string): string => `${label} (время МСК)`;

/**
 * One cell of an exported table. The domain owns the table's shape; http/csv.ts only writes it
 * (quoting, formula guard, Moscow time), so the domain never imports the HTTP layer (biome.json).
 */
export type CsvCell = string | number | boolean | Date | null | undefined;

export type ExportTable = { header: string[]; rows: CsvCell[][] };

/** A ceiling on one download: the demo's 100k vacancies fit; beyond that, filter first. */
export const EXPORT_MAX_ROWS = 100_000;

const AUTHOR_KINDS = { student: 'Студент', company: 'Компания', admin: 'Администратор' } as const;

/** The column is a pgEnum typed as string (board.ts builds it from the dictionary). */
function vacancyStatusLabel(status: string): string {
  return Object.entries(vacancyStatusLabels).find(([key]) => key === status)?.[1] ?? status;
}

/** One admin list as a table for CSV (GET /api/board/export/<list>.csv), in id order. */
export async function exportList(deps: DomainDeps, list: ExportList): Promise<ExportTable> {
  const db = deps.db;
  switch (list) {
    case 'students': {
      const rows = await db.select().from(students).orderBy(asc(students.id)).limit(EXPORT_MAX_ROWS);
      return {
        header: [
          'ID',
          'Фамилия',
          'Имя',
          'Email',
          'Телефон',
          'Вуз',
          'Факультет',
          'Курс',
          'Год выпуска',
          'Статус',
          'Причина отказа',
          timeColumn('Зарегистрирован'),
        ],
        rows: rows.map((row) => [
          row.id,
          row.lastName,
          row.firstName,
          row.email,
          row.phone,
          row.university,
          row.faculty,
          row.course,
          row.graduationYear,
          accountStatusLabels[row.status],
          row.statusReason,
          row.createdAt,
        ]),
      };
    }
    case 'companies': {
      const rows = await db.select().from(companies).orderBy(asc(companies.id)).limit(EXPORT_MAX_ROWS);
      return {
        header: [
          'ID',
          'Название',
          'ИНН',
          'Email',
          'Контактное лицо',
          'Телефон',
          'Сайт',
          'Адрес',
          'Статус',
          timeColumn('Зарегистрирована'),
        ],
        rows: rows.map((row) => [
          row.id,
          row.name,
          row.inn,
          row.email,
          row.contactPerson,
          row.phone,
          row.website,
          row.address,
          accountStatusLabels[row.status],
          row.createdAt,
        ]),
      };
    }
    case 'vacancies': {
      const rows = await db
        .select({
          id: vacancies.id,
          title: vacancies.title,
          company: companies.name,
          type: vacancyTypes.name,
          status: vacancies.status,
          salaryFrom: vacancies.salaryFrom,
          salaryTo: vacancies.salaryTo,
          currency: vacancies.salaryCurrency,
          publishedAt: vacancies.publishedAt,
          createdAt: vacancies.createdAt,
        })
        .from(vacancies)
        .innerJoin(companies, eq(companies.id, vacancies.companyId))
        .leftJoin(vacancyTypes, eq(vacancyTypes.id, vacancies.vacancyTypeId))
        .orderBy(asc(vacancies.id))
        .limit(EXPORT_MAX_ROWS);
      return {
        header: [
          'ID',
          'Название',
          'Компания',
          'Тип',
          'Статус',
          'Зарплата от',
          'Зарплата до',
          'Валюта',
          timeColumn('Опубликована'),
          timeColumn('Создана'),
        ],
        rows: rows.map((row) => [
          row.id,
          row.title,
          row.company,
          row.type,
          vacancyStatusLabel(row.status),
          row.salaryFrom,
          row.salaryTo,
          row.currency,
          row.publishedAt,
          row.createdAt,
        ]),
      };
    }
    case 'feedback': {
      const rows = await db.select().from(feedback).orderBy(asc(feedback.id)).limit(EXPORT_MAX_ROWS);
      return {
        header: [
          'ID',
          'Статус',
          'Автор',
          'Кто',
          'Email',
          'Сообщение',
          'Ответ',
          timeColumn('Отправлено'),
          timeColumn('Отвечено'),
        ],
        rows: rows.map((row) => [
          row.id,
          FEEDBACK_STATUS_LABELS[row.status],
          row.authorName,
          row.authorKind ? AUTHOR_KINDS[row.authorKind] : 'Гость',
          row.email,
          row.text,
          row.reply,
          row.createdAt,
          row.repliedAt,
        ]),
      };
    }
  }
}
