import { endpoints } from '../../../shared/contract/endpoints';
import { companyDetail } from './board-fixtures';
import { stub } from './fake-fetch';
import { MOSCOW } from './place-fixtures';

/** A description long enough to publish (PUBLISH_DESCRIPTION_MIN in contract/vacancy-input.contract.ts). */
export const PUBLISHABLE_DESCRIPTION =
  'Разбираем данные продаж, строим отчёты в SQL и Python, готовим еженедельный обзор для команды и руководителя.';

/** The signed-in company (id 7) and its profile (Moscow), from which a new vacancy's form starts. */
export const OWN_COMPANY = [
  stub(endpoints.auth.currentSession, {
    data: {
      kind: 'company',
      token: 'c1',
      account: { id: 7, kind: 'company', email: 'hr@romashka.ru', name: 'ООО «Ромашка»' },
    },
  }),
  stub(
    endpoints.company.companyDetail,
    { id: 7 },
    {
      data: companyDetail(7, {
        city: MOSCOW,
        address: 'Москва, Тверская, 1',
        contacts: {
          email: 'hr@romashka.ru',
          contactPerson: 'Анна Кадрова',
          phone: '+74951234567',
          inn: null,
        },
      }),
    },
  ),
];
