import type { JSX } from 'react';
import { Link } from 'wouter';
import {
  ANSWER_WITHIN_HOURS,
  type ApplicationFigures,
  type CourseFigures,
  type FacultyFigures,
  type VacancyFigures,
} from '../../../shared/contract/application-figures.contract';
import { paths } from '../../../shared/paths';
import type { Period } from '../../ui/period-fields';
import { formatHours } from '../../ui/response-time';
import { figureCsvSource } from './application-figures-api';
import { type FigureColumn, FigureTable } from './figure-table';

const numberFormat = new Intl.NumberFormat('ru-RU');
const percent = new Intl.NumberFormat('ru-RU', { style: 'percent', maximumFractionDigits: 0 });
const count = (value: number) => numberFormat.format(value);

/** The answer figures as a description list: each a term and its value, read as a pair. */
export function OutcomeTotals({ totals }: { totals: ApplicationFigures['totals'] }): JSX.Element {
  const days = ANSWER_WITHIN_HOURS / 24;
  return (
    <dl className="outcome-figures__totals">
      <div className="outcome-figures__total">
        <dt>Откликов</dt>
        <dd>{count(totals.applications)}</dd>
      </div>
      <div className="outcome-figures__total">
        <dt>Ответили за {days} дня</dt>
        <dd>
          {totals.answeredInTimeShare === null ? '—' : percent.format(totals.answeredInTimeShare)}
          <span className="muted outcome-figures__detail">
            {totals.due === 0
              ? 'пока ни один отклик не ждёт ответа дольше 3 дней'
              : `${count(totals.answeredInTime)} из ${count(totals.due)}`}
          </span>
        </dd>
      </div>
      <div className="outcome-figures__total">
        <dt>Время до первого ответа</dt>
        <dd>
          {totals.medianHours === null ? '—' : formatHours(totals.medianHours)}
          <span className="muted outcome-figures__detail">
            {totals.averageHours === null
              ? 'компании ещё не отвечали'
              : `медиана; в среднем ${formatHours(totals.averageHours)}, ответов ${count(totals.answered)}`}
          </span>
        </dd>
      </div>
      <div className="outcome-figures__total">
        <dt>Собеседования</dt>
        <dd>
          {count(totals.interviews)}
          <span className="muted outcome-figures__detail">
            {totals.interviews === 0
              ? 'время собеседования пока не выбрано'
              : `прошли ${count(totals.interviewsHeld)}; от отклика до собеседования ${
                  totals.medianHoursToInterview === null ? '—' : formatHours(totals.medianHoursToInterview)
                } (медиана)`}
          </span>
        </dd>
      </div>
      <div className="outcome-figures__total">
        <dt>Предложения приняты</dt>
        <dd>
          {totals.offers === 0 ? '—' : `${count(totals.offersAccepted)} из ${count(totals.offers)}`}
          <span className="muted outcome-figures__detail">
            {totals.offers === 0
              ? 'предложений о работе пока нет'
              : `отклонены: ${count(totals.offersDeclined)}`}
          </span>
        </dd>
      </div>
    </dl>
  );
}

/** What became of the applications: the columns every table shares (docs/decisions/021). */
const resultColumns = <
  Row extends VacancyFigures | FacultyFigures | CourseFigures,
>(): FigureColumn<Row>[] => [
  { key: 'invited', label: 'Приглашения', value: (row) => count(row.invited) },
  { key: 'interviews', label: 'Собеседования', value: (row) => count(row.interviews) },
  { key: 'interviewsHeld', label: 'Прошли', value: (row) => count(row.interviewsHeld) },
  { key: 'offers', label: 'Предложения', value: (row) => count(row.offers) },
  { key: 'offersAccepted', label: 'Приняли предложение', value: (row) => count(row.offersAccepted) },
  { key: 'offersDeclined', label: 'Отказались', value: (row) => count(row.offersDeclined) },
  { key: 'hired', label: 'Приняты на работу', value: (row) => count(row.hired) },
];

const outcomeColumns = <Row extends FacultyFigures | CourseFigures>(): FigureColumn<Row>[] => [
  { key: 'applications', label: 'Отклики', value: (row) => count(row.applications) },
  ...resultColumns<Row>(),
];

const VACANCY_COLUMNS: FigureColumn<VacancyFigures>[] = [
  {
    key: 'vacancy',
    label: 'Вакансия',
    heading: true,
    value: (row) => (
      <>
        <Link href={`${paths.vacancy}${row.vacancyId}/`}>{row.title}</Link>
        <span className="muted outcome-table__company">{row.companyName}</span>
      </>
    ),
  },
  { key: 'total', label: 'Всего', value: (row) => count(row.total) },
  { key: 'open', label: 'Ждут ответа', value: (row) => count(row.open) },
  ...resultColumns<VacancyFigures>(),
  { key: 'rejected', label: 'Отказы', value: (row) => count(row.rejected) },
  { key: 'withdrawn', label: 'Отозваны', value: (row) => count(row.withdrawn) },
];

const FACULTY_COLUMNS: FigureColumn<FacultyFigures>[] = [
  { key: 'faculty', label: 'Факультет', heading: true, value: (row) => row.faculty ?? 'Не указан' },
  ...outcomeColumns<FacultyFigures>(),
];

const COURSE_COLUMNS: FigureColumn<CourseFigures>[] = [
  {
    key: 'course',
    label: 'Курс',
    heading: true,
    value: (row) => (row.course === null ? 'Не указан' : `${row.course}-й`),
  },
  ...outcomeColumns<CourseFigures>(),
];

/** The three tables, each with the CSV of the same period. */
export function OutcomeTables({
  figures,
  period,
}: {
  figures: ApplicationFigures;
  period: Period;
}): JSX.Element {
  const cut = figures.vacancyCount > figures.byVacancy.length;
  return (
    <div className="outcome-figures__tables">
      <FigureTable
        id="outcome-vacancies"
        title="Отклики по вакансиям"
        columns={VACANCY_COLUMNS}
        rows={figures.byVacancy}
        rowKey={(row) => String(row.vacancyId)}
        csv={figureCsvSource('vacancies', period)}
        csvLabel="Скачать CSV: отклики по вакансиям"
        note={
          <>
            «Приглашения», «Предложения» и ответы на них — отклики, которые дошли до этого шага (принятый
            студент считается и там); «Собеседования» — с выбранным сейчас временем, «Прошли» — время уже
            наступило и закончилось; «Ждут ответа», «Отказы», «Отозваны» — статус сейчас.
            {cut
              ? ` Показаны ${figures.byVacancy.length} вакансий с наибольшим числом откликов из ${count(figures.vacancyCount)}; в CSV — все.`
              : ''}
          </>
        }
      />
      <FigureTable
        id="outcome-faculties"
        title="Результаты по факультетам"
        columns={FACULTY_COLUMNS}
        rows={figures.byFaculty}
        rowKey={(row) => row.faculty ?? '—'}
        csv={figureCsvSource('faculties', period)}
        csvLabel="Скачать CSV: результаты по факультетам"
      />
      <FigureTable
        id="outcome-courses"
        title="Результаты по курсам"
        columns={COURSE_COLUMNS}
        rows={figures.byCourse}
        rowKey={(row) => String(row.course ?? '—')}
        csv={figureCsvSource('courses', period)}
        csvLabel="Скачать CSV: результаты по курсам"
      />
    </div>
  );
}
