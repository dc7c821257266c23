import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../src/server/auth/passwords';
import type { Database } from '../../src/server/db/client';
import {
  admins,
  applicationEvents,
  applications,
  companies,
  favourites,
  feedback,
  files,
  students,
  subscriptions,
  tags,
  vacancies,
  vacancyTypes,
} from '../../src/server/db/schema';
import { fileUrl } from '../../src/shared/contract/file.contract';
import { TEST_PASSWORD } from '../helpers/accounts';
import { insertVacancy, invalidatePublicLists, sessionCookie } from '../helpers/board-fixtures';
import type { createTestApp } from '../helpers/test-app';
import { smallPng } from '../helpers/upload-fixtures';
import { seedInterview } from './world-interviews';
import { tokenMakers } from './world-tokens';

/** The matrix's columns, in this order in every row of the table. */
export const CALLERS = [
  'guest',
  'studentPending',
  'studentApproved',
  'studentDenied',
  'companyPending',
  'companyOwner',
  'companyOther',
  'admin',
] as const;
export type Caller = (typeof CALLERS)[number];
type Account = { kind: 'student' | 'company' | 'admin'; id: number };
type Status = 'pending' | 'approved' | 'denied';
type Dictionary = 'tag' | 'vacancyType';

/** The Telegram user linked to the approved student (the tg-login rows sign in as them). */
export const LINKED_TELEGRAM_ID = 777_000_001;

let serial = 0;
/** A name nothing else uses: per-cell objects never collide. */
export function unique(prefix: string): string {
  serial += 1;
  return `${prefix}${Date.now().toString(36)}${serial}`;
}

/**
 * The seeded board every row reads (company A is «companyOwner», B «companyOther»), with
 * factories for the fresh objects a writing cell consumes, so each request meets a known state.
 */
export async function seedWorld(t: ReturnType<typeof createTestApp>, db: Database) {
  const now = () => t.clock.now();
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const png = await smallPng();

  const student = async (status: Status, email = `${unique('s')}@example.ru`) => {
    const [row] = await db
      .insert(students)
      .values({
        email,
        passwordHash,
        firstName: 'Иван',
        lastName: unique('Студент'),
        status,
        phone: '+79120000000',
      })
      .returning();
    if (!row) throw new Error('seed failed');
    return row.id;
  };
  const company = async (status: Status, name = unique('Компания ')) => {
    const [row] = await db
      .insert(companies)
      .values({ email: `${unique('c')}@example.ru`, passwordHash, name, status, inn: '7707083893' })
      .returning();
    if (!row) throw new Error('seed failed');
    return row.id;
  };
  const admin = async () => {
    const [row] = await db
      .insert(admins)
      .values({ email: `${unique('a')}@example.ru`, passwordHash, name: 'Админ Второй' })
      .returning();
    if (!row) throw new Error('seed failed');
    return row.id;
  };
  const dictionary = async (kind: Dictionary, visible = true) => {
    const table = kind === 'tag' ? tags : vacancyTypes;
    const [row] = await db
      .insert(table)
      .values({ name: unique('Словарь '), visible })
      .returning();
    if (!row) throw new Error('seed failed');
    await invalidatePublicLists(db);
    return row.id;
  };
  const vacancy = async (companyId: number, status: 'published' | 'draft' | 'archived' = 'published') =>
    (await insertVacancy(db, now(), { companyId, status, title: unique('Вакансия ') })).id;
  const file = async (owner: Account, kind: 'photo' | 'resume' | 'logo' | 'banner' | 'attachment') => {
    const pdf = kind === 'resume' || kind === 'attachment';
    const storedName = `${randomBytes(12).toString('hex')}.${pdf ? 'pdf' : 'webp'}`;
    await t.fileStorage.put(storedName, png);
    const mime = pdf ? 'application/pdf' : 'image/webp';
    const [row] = await db
      .insert(files)
      .values({
        ownerKind: owner.kind,
        ownerId: owner.id,
        kind,
        mime,
        size: png.byteLength,
        sha256: 'x',
        storedName,
      })
      .returning();
    if (!row) throw new Error('seed failed');
    return row.id;
  };
  const note = async (author: Account | null, text = 'Отзыв о сайте') => {
    const [row] = await db
      .insert(feedback)
      .values({ authorKind: author?.kind ?? null, authorId: author?.id ?? null, email: 'g@example.ru', text })
      .returning();
    if (!row) throw new Error('seed failed');
    return row.id;
  };

  /** A live «new» application with its first history move, straight into the tables. */
  const application = async (studentId: number, vacancyId: number) => {
    const [vacancy] = await db
      .select({ companyId: vacancies.companyId })
      .from(vacancies)
      .where(eq(vacancies.id, vacancyId));
    const [row] = await db
      .insert(applications)
      .values({ studentId, vacancyId, companyId: vacancy?.companyId ?? 0, letter: 'Сопроводительное письмо' })
      .returning();
    if (!row) throw new Error('seed failed');
    await db
      .insert(applicationEvents)
      .values({ applicationId: row.id, toStatus: 'new', actor: 'student', actorId: studentId });
    return row.id;
  };

  /** A saved search of a student (issue 13), straight into the table. */
  const subscription = async (studentId: number) => {
    const [row] = await db
      .insert(subscriptions)
      .values({
        studentId,
        query: { text: unique('поиск ') },
        channel: 'email',
        frequency: 'instant',
        unsubscribeToken: randomBytes(32).toString('base64url'),
      })
      .returning();
    if (!row) throw new Error('seed failed');
    return row.id;
  };

  const [first] = await db.select({ id: admins.id }).from(admins).limit(1);
  const ids = {
    studentPending: await student('pending'),
    studentApproved: await student('approved', 'student@example.ru'),
    studentDenied: await student('denied'),
    companyPending: await company('pending', 'Бета (на проверке)'),
    companyOwner: await company('approved', 'Ромашка'),
    companyOther: await company('approved', 'Альфа'),
    admin: first?.id ?? (await admin()),
    admin2: await admin(),
  };
  const account = (caller: Caller): Account | null => {
    if (caller === 'guest') return null;
    const kind = caller.startsWith('student')
      ? 'student'
      : caller.startsWith('company')
        ? 'company'
        : 'admin';
    return { kind, id: ids[caller] };
  };
  const of = (caller: Caller): Account => account(caller) ?? { kind: 'admin', id: 0 };
  const objects = {
    tagVisible: await dictionary('tag'),
    tagHidden: await dictionary('tag', false),
    typeVisible: await dictionary('vacancyType'),
    typeHidden: await dictionary('vacancyType', false),
    vacPublishedA: await vacancy(ids.companyOwner),
    vacDraftA: await vacancy(ids.companyOwner, 'draft'),
    vacArchivedA: await vacancy(ids.companyOwner, 'archived'),
    vacPublishedB: await vacancy(ids.companyOther),
    vacOfPending: await vacancy(ids.companyPending),
    photoOfStudent: await file(of('studentApproved'), 'photo'),
    resumeOfStudent: await file(of('studentApproved'), 'resume'),
    oldResumeOfStudent: await file(of('studentApproved'), 'resume'),
    resumeOfPending: await file(of('studentPending'), 'resume'),
    logoOfOwner: await file(of('companyOwner'), 'logo'),
    unshownLogoOfOwner: await file(of('companyOwner'), 'logo'),
    bannerOfPending: await file(of('companyPending'), 'banner'),
    photoOfPending: await file(of('studentPending'), 'photo'),
    photoOfDenied: await file(of('studentDenied'), 'photo'),
    feedbackOfStudent: await note(of('studentApproved')),
    feedbackOfOwner: await note(of('companyOwner')),
    feedbackOfGuest: await note(null),
  };
  // The approved student applied to A and to B (issue 12): each company sees only its own.
  const applicationIds = {
    applicationToA: await application(ids.studentApproved, objects.vacPublishedA),
    applicationToB: await application(ids.studentApproved, objects.vacPublishedB),
    subscriptionOfApproved: await subscription(ids.studentApproved),
    subscriptionOfPending: await subscription(ids.studentPending),
  };
  // Each application has its interview, booked (issue 25): A and B each see only their own.
  const interviewIds = {
    interviewOfA: (await seedInterview(db, applicationIds.applicationToA, now())).id,
    interviewOfB: (await seedInterview(db, applicationIds.applicationToB, now())).id,
  };
  await db
    .update(students)
    .set({ photoFileId: objects.photoOfStudent, resumeFileId: objects.resumeOfStudent })
    .where(eq(students.id, ids.studentApproved));
  await db
    .update(students)
    .set({ resumeFileId: objects.resumeOfPending, photoFileId: objects.photoOfPending })
    .where(eq(students.id, ids.studentPending));
  await db
    .update(students)
    .set({ photoFileId: objects.photoOfDenied })
    .where(eq(students.id, ids.studentDenied));
  // Pictures are shown by URL (decision 014): A's logo, and the pending company's banner.
  const urlOf = async (id: number) =>
    fileUrl((await db.select({ token: files.token }).from(files).where(eq(files.id, id)))[0]?.token ?? '');
  await db
    .update(companies)
    .set({ logoUrl: await urlOf(objects.logoOfOwner) })
    .where(eq(companies.id, ids.companyOwner));
  await db
    .update(companies)
    .set({ bannerUrl: await urlOf(objects.bannerOfPending) })
    .where(eq(companies.id, ids.companyPending));
  await db.insert(favourites).values([
    {
      ownerKind: 'student',
      ownerId: ids.studentApproved,
      targetKind: 'vacancy',
      targetId: objects.vacPublishedB,
    },
    { ownerKind: 'company', ownerId: ids.companyOwner, targetKind: 'student', targetId: ids.studentApproved },
  ]);

  return {
    db,
    t,
    png,
    ids: { ...ids, ...objects, ...applicationIds, ...interviewIds },
    account,
    /** The read URL of a file the world holds (`/files/<token>/`). */
    fileUrl: urlOf,
    /** A fresh session per cell: logout and password changes end sessions other cells would need. */
    cookie: async (caller: Caller) => {
      const who = account(caller);
      return who ? sessionCookie(db, who.kind, who.id, now()) : '';
    },
    make: {
      student,
      company,
      admin,
      dictionary,
      vacancy,
      file,
      feedback: () => note(null, 'Свежий отзыв'),
      /** A fresh «new» application of the approved student to a fresh vacancy of A. */
      application: async () => application(ids.studentApproved, await vacancy(ids.companyOwner)),
      /** A fresh interview of a fresh application to A, one free slot two days ahead. */
      interview: async () =>
        seedInterview(
          db,
          await application(ids.studentApproved, await vacancy(ids.companyOwner)),
          now(),
          false,
        ),
      /** A fresh saved search of the approved student. */
      subscription: () => subscription(ids.studentApproved),
      ...tokenMakers(db, now, () => student('approved')),
    },
  };
}

export type World = Awaited<ReturnType<typeof seedWorld>>;
export type Ids = World['ids'];
