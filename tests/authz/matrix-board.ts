import { vacancyInput } from '../helpers/board-fixtures';
import { adminOnly, all, at, companiesOnly, contacts, type Row, row, sees, studentsOnly } from './cells';

const publicVacancies = sees(
  200,
  (ids) => [ids.vacPublishedA, ids.vacPublishedB],
  (ids) => [ids.vacDraftA, ids.vacArchivedA, ids.vacOfPending],
);
const publicCompanies = sees(
  200,
  (ids) => [ids.companyOwner, ids.companyOther],
  (ids) => [ids.companyPending],
);

/** A company by id outside the statuses the caller may see: an empty list, not the company. */
const notPendingCompany = sees(
  200,
  () => [],
  (ids) => [ids.companyPending],
);

//                                     guest sPend sOk sDen cPend cOwn cOther admin
export const BOARD_ROWS: Row[] = [
  // Vacancies (vacancy.routes.ts; decision 005): hidden ones answer 404, foreign edits 403.
  row(
    'GET',
    '/api/vacancy/getItems',
    all(publicVacancies),
    at('/api/vacancy/getItems?limit=50&status=draft,archived,published'),
    'scope=public',
  ),
  row(
    'GET',
    '/api/vacancy/getItems',
    [
      401,
      403,
      403,
      403,
      sees(
        200,
        (ids) => [ids.vacOfPending],
        (ids) => [ids.vacPublishedA, ids.vacPublishedB],
      ),
      sees(
        200,
        (ids) => [ids.vacPublishedA, ids.vacDraftA, ids.vacArchivedA],
        (ids) => [ids.vacPublishedB, ids.vacOfPending],
      ),
      sees(
        200,
        (ids) => [ids.vacPublishedB],
        (ids) => [ids.vacPublishedA, ids.vacDraftA, ids.vacOfPending],
      ),
      403,
    ],
    at('/api/vacancy/getItems?scope=own&limit=50'),
    'scope=own',
  ),
  row(
    'GET',
    '/api/vacancy/getItems',
    adminOnly(sees(200, (ids) => [ids.vacPublishedA, ids.vacDraftA, ids.vacArchivedA, ids.vacOfPending])),
    at('/api/vacancy/getItems?scope=all&limit=50'),
    'scope=all',
  ),
  // The list's search as pins (docs/decisions/064-map-and-list.md): public, the public list only.
  row('GET', '/api/vacancy/getPoints', all(200), at('/api/vacancy/getPoints?bbox=41,19,82,180')),
  row(
    'GET',
    '/api/vacancy/:id{[0-9]+}/',
    all(200),
    (w) => ({ path: `/api/vacancy/${w.ids.vacPublishedA}/` }),
    'published, of A',
  ),
  row(
    'GET',
    '/api/vacancy/:id{[0-9]+}/',
    [404, 404, 404, 404, 404, 200, 404, 200],
    (w) => ({ path: `/api/vacancy/${w.ids.vacDraftA}/` }),
    'draft of A',
  ),
  row(
    'GET',
    '/api/vacancy/:id{[0-9]+}/',
    [404, 404, 404, 404, 404, 200, 404, 200],
    (w) => ({ path: `/api/vacancy/${w.ids.vacArchivedA}/` }),
    'archived of A',
  ),
  row(
    'GET',
    '/api/vacancy/:id{[0-9]+}/',
    [404, 404, 404, 404, 200, 404, 404, 200],
    (w) => ({ path: `/api/vacancy/${w.ids.vacOfPending}/` }),
    'published, of the pending company',
  ),
  row('POST', '/api/vacancy/', companiesOnly(201), () => ({ path: '/api/vacancy/', json: vacancyInput() })),
  row(
    'PUT',
    '/api/vacancy/:id{[0-9]+}/',
    [401, 403, 403, 403, 403, 200, 403, 200],
    async (w) => ({
      path: `/api/vacancy/${await w.make.vacancy(w.ids.companyOwner)}/`,
      json: vacancyInput(),
    }),
    'published, of A',
  ),
  // Another company's draft is not visible to it: a write answers 404 like a missing id (decision 005).
  row(
    'PUT',
    '/api/vacancy/:id{[0-9]+}/',
    [401, 403, 403, 403, 404, 200, 404, 200],
    async (w) => ({
      path: `/api/vacancy/${await w.make.vacancy(w.ids.companyOwner, 'draft')}/`,
      json: vacancyInput(),
    }),
    'draft of A',
  ),
  row(
    'DELETE',
    '/api/vacancy/:id{[0-9]+}/',
    [401, 403, 403, 403, 404, 200, 404, 200],
    async (w) => ({ path: `/api/vacancy/${await w.make.vacancy(w.ids.companyOwner, 'draft')}/` }),
    'draft of A',
  ),
  row(
    'DELETE',
    '/api/vacancy/:id{[0-9]+}/',
    [401, 403, 403, 403, 403, 409, 403, 200],
    async (w) => ({ path: `/api/vacancy/${await w.make.vacancy(w.ids.companyOwner)}/` }),
    'published, of A',
  ),
  row(
    'POST',
    '/api/vacancy/archive/',
    [401, 403, 403, 403, 403, 200, 403, 200],
    async (w) => ({
      path: '/api/vacancy/archive/',
      json: { id: await w.make.vacancy(w.ids.companyOwner), archived: true },
    }),
    'published, of A',
  ),
  row(
    'POST',
    '/api/vacancy/archive/',
    [401, 403, 403, 403, 200, 404, 404, 200],
    async (w) => ({
      path: '/api/vacancy/archive/',
      json: { id: await w.make.vacancy(w.ids.companyPending), archived: true },
    }),
    'published, of the pending company',
  ),
  row('POST', '/api/vacancy/recent', studentsOnly(200), at('/api/vacancy/recent')),
  row('POST', '/api/vacancy/recent/seen/', studentsOnly(200), at('/api/vacancy/recent/seen/')),

  // Companies (company.routes.ts, company-verification.routes.ts): pending ones are the company's and admins'.
  row(
    'GET',
    '/api/company/getItems',
    [
      publicCompanies,
      publicCompanies,
      publicCompanies,
      publicCompanies,
      publicCompanies,
      publicCompanies,
      publicCompanies,
      sees(200, (ids) => [ids.companyOwner, ids.companyOther, ids.companyPending]),
    ],
    at('/api/company/getItems?limit=50&status=pending,approved'),
  ),
  // One company by id (the admin's notification of a new company): no wider than the list.
  row(
    'GET',
    '/api/company/getItems',
    [
      notPendingCompany,
      notPendingCompany,
      notPendingCompany,
      notPendingCompany,
      notPendingCompany,
      notPendingCompany,
      notPendingCompany,
      sees(200, (ids) => [ids.companyPending]),
    ],
    (w) => ({ path: `/api/company/getItems?status=pending&id=${w.ids.companyPending}` }),
    'id=pending company',
  ),
  row(
    'GET',
    '/api/company/:id{[0-9]+}/',
    [
      contacts(200, false),
      contacts(200, false),
      contacts(200, false),
      contacts(200, false),
      contacts(200, false),
      contacts(200, true),
      contacts(200, false),
      contacts(200, true),
    ],
    (w) => ({ path: `/api/company/${w.ids.companyOwner}/` }),
    'approved A',
  ),
  row(
    'GET',
    '/api/company/:id{[0-9]+}/',
    [404, 404, 404, 404, contacts(200, true), 404, 404, contacts(200, true)],
    (w) => ({ path: `/api/company/${w.ids.companyPending}/` }),
    'the pending company',
  ),
  row(
    'PUT',
    '/api/company/:id{[0-9]+}/',
    [401, 403, 403, 403, 403, 200, 403, 200],
    (w) => ({ path: `/api/company/${w.ids.companyOwner}/`, json: { description: 'О компании.' } }),
    'approved A',
  ),
  row(
    'PUT',
    '/api/company/:id{[0-9]+}/',
    [401, 403, 403, 403, 200, 404, 404, 200],
    (w) => ({ path: `/api/company/${w.ids.companyPending}/`, json: { description: 'О компании.' } }),
    'the pending company',
  ),
  row('POST', '/api/company/approve/', adminOnly(200), async (w) => ({
    path: '/api/company/approve/',
    json: { id: await w.make.company('pending') },
  })),
  row('POST', '/api/company/deny/', adminOnly(200), async (w) => ({
    path: '/api/company/deny/',
    json: { id: await w.make.company('pending'), reason: 'Нет ИНН' },
  })),
];
