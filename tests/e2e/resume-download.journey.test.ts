import { expect, it } from 'vitest';
import { XHR_HEADER, XHR_HEADER_VALUE } from '../../src/shared/constants';
import { describeOnDatabase } from '../helpers/test-database';
import { MINIMAL_PDF } from '../helpers/upload-fixtures';
import {
  COMPANY_TELEGRAM,
  MAIL_STUDENT,
  type SeededVacancy,
  seedApplicationsBoard,
} from './helpers/applications-journey';
import { skipBrowserJourneys } from './helpers/browser';
import { LOAD, openSignedInMiniApp, PASSWORD, pageWidth } from './helpers/feedback-journey';
import { DESKTOP, openPage, PHONE, watchFailures } from './helpers/journey';
import { useMessagingJourney } from './helpers/journey-server';
import { DEMO_COMPANY, openSignedInPage, signInByApi } from './helpers/session';

/** One API call as the app makes it, with the student's cookie. */
async function call(url: string, cookie: string, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { [XHR_HEADER]: XHR_HEADER_VALUE, Cookie: cookie };
  const init: RequestInit = { method, headers };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(`${url}/api${path}`, init);
  const json = (await response.json()) as { data?: Record<string, unknown> };
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${JSON.stringify(json)}`);
  return json.data ?? {};
}

/** The student applies, then puts a résumé in the profile: the company reads its applicant's current résumé. */
async function applyWithResume(
  url: string,
  vacancy: SeededVacancy,
): Promise<{ id: number; resumeUrl: string }> {
  const { cookie } = await signInByApi(url, {
    email: MAIL_STUDENT.email,
    password: PASSWORD,
    kind: 'student',
  });
  const application = await call(url, cookie, 'POST', '/application/', { vacancyId: vacancy.id });
  const form = new FormData();
  form.set('kind', 'resume');
  form.set('file', new Blob([MINIMAL_PDF], { type: 'application/pdf' }), 'cv.pdf');
  const stored = await call(url, cookie, 'POST', '/files/', form);
  const me = await call(url, cookie, 'GET', '/student/me/');
  const skills = me.skills as { id: number }[];
  await call(url, cookie, 'PUT', '/student/me/', {
    firstName: me.firstName,
    lastName: me.lastName,
    phone: me.phone ?? '',
    university: me.university,
    faculty: me.faculty,
    course: me.course,
    graduationYear: me.graduationYear,
    about: me.about,
    skillIds: skills.map((skill) => skill.id),
    photoFileId: me.photoFileId,
    resumeFileId: stored.id,
  });
  return { id: application.id as number, resumeUrl: stored.url as string };
}

// Needs Debian's chromium: skipped outside CI when it is missing; in CI its absence fails the run.
describeOnDatabase.skipIf(skipBrowserJourneys)(
  'résumés inside the Mini App (issue 24, item 21)',
  (target) => {
    const picked: SeededVacancy[] = [];
    const { journey } = useMessagingJourney(target, (databaseEnv) =>
      seedApplicationsBoard(databaseEnv, picked),
    );

    it('at 360 px HR opens an applicant’s résumé: Telegram’s download gets a signed address that needs no session', async () => {
      const url = journey.server.url;
      const vacancy = picked[0];
      if (!vacancy) throw new Error('no seeded vacancy');
      const application = await applyWithResume(url, vacancy);

      const { page, context, errors } = await openPage(journey.browser, PHONE);
      const problems = watchFailures(page, errors);
      const { host } = await openSignedInMiniApp(
        page,
        url,
        COMPANY_TELEGRAM,
        `/board/applications/?id=${application.id}`,
      );
      const card = page.getByRole('region', {
        name: `Отклик №${application.id}: ${MAIL_STUDENT.firstName} ${MAIL_STUDENT.lastName}`,
      });
      const resume = card.getByRole('link', { name: 'Резюме (PDF)' });
      await expect.poll(() => resume.isVisible(), LOAD).toBe(true);
      // Inside Telegram the link does not leave the app for a new tab.
      expect(await resume.getAttribute('target')).toBeNull();
      await resume.click();
      await expect.poll(() => host.events('web_app_request_file_download').length, LOAD).toBe(1);
      const [request] = host.events('web_app_request_file_download') as { url: string; file_name: string }[];
      expect(request?.file_name).toBe(`Резюме ${MAIL_STUDENT.firstName} ${MAIL_STUDENT.lastName}.pdf`);
      const address = new URL(request?.url ?? '');
      expect(`${address.origin}${address.pathname}`).toBe(`${url}${application.resumeUrl}`);
      expect([...address.searchParams.keys()]).toEqual(['s', 'e', 'sig']);
      // Telegram fetches it itself: no cookie, no bearer, no X-Requested-With.
      const download = await fetch(address);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await download.arrayBuffer()).equals(MINIMAL_PDF)).toBe(true);
      // The plain path without the signature stays closed to anyone without the session.
      expect((await fetch(`${url}${application.resumeUrl}`)).status).toBe(404);
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
      expect(problems()).toEqual({ failedRequests: [], errors: [] });
      await context.close();
    });

    it('at 1440 px on the website the résumé is a plain link in a new tab, served with the company’s session', async () => {
      const url = journey.server.url;
      // Another vacancy of the same company: the student applies there too, with the same résumé.
      const vacancy = picked[1];
      if (!vacancy) throw new Error('no second seeded vacancy');
      const application = await applyWithResume(url, vacancy);
      const company = await openSignedInPage(journey.browser, url, DEMO_COMPANY, DESKTOP);
      await company.page.goto(`${url}/board/applications/?id=${application.id}`);
      const card = company.page.getByRole('region', {
        name: `Отклик №${application.id}: ${MAIL_STUDENT.firstName} ${MAIL_STUDENT.lastName}`,
      });
      const resume = card.getByRole('link', { name: /Резюме \(PDF\)/ });
      await expect.poll(() => resume.isVisible(), LOAD).toBe(true);
      expect(await resume.getAttribute('target')).toBe('_blank');
      // The browser opens it with the company's cookie; without it the path stays closed.
      const href = await resume.getAttribute('href');
      expect(href).toBe(application.resumeUrl);
      const answer = await company.page.request.get(`${url}${href}`);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('application/pdf');
      expect((await fetch(`${url}${href}`)).status).toBe(404);
      await company.context.close();
    });
  },
);
