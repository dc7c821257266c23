import { createHash, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { companies, students } from '../../src/server/db/schema';
import { TEST_PASSWORD } from '../helpers/accounts';
import { signInitData, TEST_BOT_TOKEN } from '../helpers/telegram-init-data';
import {
  adminOnly,
  all,
  at,
  type Check,
  companiesOnly,
  type Expect,
  type Row,
  row,
  sees,
  signedIn,
  studentsOnly,
} from './cells';
import { LINKED_TELEGRAM_ID, unique, type World } from './world';

/** The answer is about the caller's own account (`id`, or `account.id` for session data). */
const self: Check = (data, world, caller) => {
  const value = data as { id?: number; account?: { id: number } } | null;
  const id = value?.account?.id ?? value?.id;
  return id === world.account(caller)?.id ? null : `answered about account ${id}, not the caller's own`;
};
const own = (status: number): Expect => ({ status, check: self });

/** tg-login signs in the Telegram user's linked account, never the cookie's. */
const linkedStudent: Expect = {
  status: 200,
  check: (data, world) => {
    const id = (data as { account?: { id: number } } | null)?.account?.id;
    return id === world.ids.studentApproved ? null : `signed in account ${id}, not the linked student`;
  },
};

const seconds = (world: World) => Math.floor(world.t.clock.now().getTime() / 1000);
let telegramSerial = 0;

/** The Login Widget's answer as telegram.org signs it, for a Telegram user nobody has linked yet. */
function widgetAnswer(world: World) {
  telegramSerial += 1;
  const data = { id: 880_000_000 + telegramSerial, first_name: 'Оля', auth_date: seconds(world) };
  const check = Object.entries(data)
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  const key = createHash('sha256').update(TEST_BOT_TOKEN).digest();
  return { ...data, hash: createHmac('sha256', key).update(check).digest('hex') };
}

const PASSWORD = 'Сиреневый туман над тихой рекой';

/** PUT /api/student/me/ with the student's current values: the files it shows stay. */
async function studentProfile(world: World, id: number) {
  const [current] = await world.db.select().from(students).where(eq(students.id, id));
  return {
    firstName: current?.firstName ?? 'Иван',
    lastName: current?.lastName ?? 'Студентов',
    phone: '+79120000000',
    // Who the student is stays as it was: a new name, university or faculty would send the world's
    // approved student back to review (docs/decisions/051) and change later rows' answers.
    university: current?.university ?? '',
    faculty: current?.faculty ?? '',
    course: 3,
    graduationYear: 2028,
    about: 'Учусь.',
    skillIds: [world.ids.tagVisible],
    photoFileId: current?.photoFileId ?? null,
    resumeFileId: current?.resumeFileId ?? null,
  };
}

/** PUT /api/company/me/ keeping the company's name. */
async function companyAccount(world: World, id: number) {
  const [current] = await world.db.select().from(companies).where(eq(companies.id, id));
  return {
    name: current?.name ?? 'Компания',
    inn: '7707083893',
    contactPerson: 'Ольга',
    phone: '+79120000001',
  };
}

const callerId = (world: World, caller: Parameters<Row['request']>[1]) => world.account(caller)?.id ?? 1;

//                                     guest sPend sOk sDen cPend cOwn cOther admin
export const ACCOUNT_ROWS: Row[] = [
  // Sessions (auth.routes.ts): the credentials, not the caller, decide.
  row('POST', '/api/login/', all(200), () => ({
    path: '/api/login/',
    json: { email: 'student@example.ru', password: TEST_PASSWORD, kind: 'student' },
  })),
  // Inside Telegram a sign-in also links; a signed-in caller would move the link silently (013).
  row(
    'POST',
    '/api/login/',
    [200, 403, 403, 403, 403, 403, 403, 403],
    (w) => ({
      path: '/api/login/',
      json: {
        email: 'student@example.ru',
        password: TEST_PASSWORD,
        kind: 'student',
        initData: signInitData({ user: { id: 770_000_001, first_name: 'Ира' }, authDate: w.t.clock.now() }),
      },
    }),
    'with initData',
  ),
  row('POST', '/api/logout/', all(200), at('/api/logout/')),
  row('GET', '/api/session/', signedIn(own(200)), at('/api/session/')),
  // A board with admins refuses even a live setup link (it makes only the first admin).
  row('POST', '/api/setup/', all(403), async (w) => ({
    path: '/api/setup/',
    json: {
      token: await w.make.setupToken(),
      email: `${unique('root')}@example.ru`,
      name: 'Root',
      password: PASSWORD,
    },
  })),

  // Telegram (telegram.routes.ts; decision 010).
  row('POST', '/api/tg-login/', all(linkedStudent), async (w) => {
    await w.db
      .update(students)
      .set({ telegramUserId: LINKED_TELEGRAM_ID })
      .where(eq(students.id, w.ids.studentApproved));
    const initData = signInitData({
      user: { id: LINKED_TELEGRAM_ID, first_name: 'Иван' },
      authDate: w.t.clock.now(),
    });
    return { path: '/api/tg-login/', json: { initData, resume: true } };
  }),
  row('GET', '/api/telegram/link/', signedIn(200), at('/api/telegram/link/')),
  row('POST', '/api/telegram/link/', signedIn(200), (w) => ({
    path: '/api/telegram/link/',
    json: { ...widgetAnswer(w), password: TEST_PASSWORD },
  })),
  row('POST', '/api/telegram/unlink/', signedIn(200), at('/api/telegram/unlink/')),
  // The mailed «это был не я» link works for whoever holds it, signed in or not (decision 013).
  row('POST', '/api/telegram/undo/', all(200), async (w) => ({
    path: '/api/telegram/undo/',
    json: { token: await w.make.undoToken() },
  })),

  // Passwords (password.routes.ts; decision 007): recovery is public, the signed-in change is per kind.
  row('POST', '/api/sendMail/', all(200), () => ({
    path: '/api/sendMail/',
    json: { email: 'student@example.ru', kind: 'student' },
  })),
  row('POST', '/api/changePass/', all(200), async (w) => ({
    path: '/api/changePass/',
    json: { token: await w.make.resetToken(), password: PASSWORD },
  })),
  row('POST', '/api/student/changePass/', studentsOnly(200), () => ({
    path: '/api/student/changePass/',
    json: { currentPassword: TEST_PASSWORD, password: TEST_PASSWORD },
  })),
  row('POST', '/api/company/changePass/', companiesOnly(200), () => ({
    path: '/api/company/changePass/',
    json: { currentPassword: TEST_PASSWORD, password: TEST_PASSWORD },
  })),

  // Registration (registration.routes.ts): anyone; the photo step is the new student's own upload.
  row('POST', '/api/validation/', all(200), () => ({
    path: '/api/validation/',
    // Only an INN is asked about; an email is nobody's to check (issue 24, item 30).
    json: { field: 'inn', value: '5001007329', kind: 'company' },
  })),
  // A signed-in caller makes no second account (decision 013): 403 `already-signed-in`.
  row('POST', '/api/register/', [201, 403, 403, 403, 403, 403, 403, 403], () => ({
    path: '/api/register/',
    json: {
      kind: 'student',
      email: `${unique('new')}@example.ru`,
      password: PASSWORD,
      firstName: 'Нина',
      lastName: 'Новая',
      phone: '+7 (912) 345-67-89',
      university: 'МГУ',
      course: 2,
      graduationYear: new Date().getFullYear() + 2,
      consent: true,
    },
  })),
  row('POST', '/api/register/photo/', studentsOnly(200), async (w, caller) => {
    const id = callerId(w, caller);
    await w.db.update(students).set({ photoFileId: null }).where(eq(students.id, id));
    const account = w.account(caller);
    const fileId = account?.kind === 'student' ? await w.make.file(account, 'photo') : w.ids.photoOfStudent;
    return { path: '/api/register/photo/', json: { fileId } };
  }),
  row(
    'POST',
    '/api/register/photo/',
    [401, 404, 404, 404, 403, 403, 403, 403],
    async (w) => {
      const stranger = await w.make.student('pending');
      return {
        path: '/api/register/photo/',
        json: { fileId: await w.make.file({ kind: 'student', id: stranger }, 'photo') },
      };
    },
    "another student's photo",
  ),

  // Own profiles (decision 008): the account comes from the session.
  row('GET', '/api/student/me/', studentsOnly(own(200)), at('/api/student/me/')),
  row('PUT', '/api/student/me/', studentsOnly(own(200)), async (w, caller) => ({
    path: '/api/student/me/',
    json: await studentProfile(w, callerId(w, caller)),
  })),
  row(
    'PUT',
    '/api/student/me/',
    [401, 400, 400, 400, 403, 403, 403, 403],
    async (w, caller) => {
      const stranger = { kind: 'student' as const, id: await w.make.student('approved') };
      const profile = await studentProfile(w, callerId(w, caller));
      return {
        path: '/api/student/me/',
        json: { ...profile, photoFileId: await w.make.file(stranger, 'photo') },
      };
    },
    "another student's photo",
  ),
  row('GET', '/api/company/me/', companiesOnly(own(200)), at('/api/company/me/')),
  row('PUT', '/api/company/me/', companiesOnly(own(200)), async (w, caller) => ({
    path: '/api/company/me/',
    json: await companyAccount(w, callerId(w, caller)),
  })),

  // Admins manage admins (admin.routes.ts; decision 008).
  row(
    'GET',
    '/api/admin/getItems',
    adminOnly(sees(200, (ids) => [ids.admin, ids.admin2])),
    at('/api/admin/getItems'),
  ),
  row('POST', '/api/admin/', adminOnly(201), () => ({
    path: '/api/admin/',
    json: { email: `${unique('adm')}@example.ru`, name: 'Новый админ', password: PASSWORD },
  })),
  row('PUT', '/api/admin/:id{[0-9]+}/', adminOnly(200), (w) => ({
    path: `/api/admin/${w.ids.admin2}/`,
    json: { name: 'Админ Второй' },
  })),
  row('DELETE', '/api/admin/:id{[0-9]+}/', adminOnly(200), async (w) => ({
    path: `/api/admin/${await w.make.admin()}/`,
  })),

  row(
    'DELETE',
    '/api/admin/:id{[0-9]+}/',
    adminOnly(409),
    (w) => ({ path: `/api/admin/${w.ids.admin}/` }),
    'the caller itself',
  ),

  // The admin board (board.routes.ts; decision 011).
  row('GET', '/api/board/summary/', adminOnly(200), at('/api/board/summary/')),
  row('GET', '/api/board/export/:file', adminOnly(200), at('/api/board/export/students.csv')),
  // A signed address for Telegram's downloadFile (routes/export-download.routes.ts checks it outside /api).
  row('POST', '/api/board/export/link/', adminOnly(200), () => ({
    path: '/api/board/export/link/',
    json: { list: 'students' },
  })),
  row('GET', '/api/ping/', all(200), at('/api/ping/')),
  row('GET', '/api/openapi.json', all(200), at('/api/openapi.json')),
];
