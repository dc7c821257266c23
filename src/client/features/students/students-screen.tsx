import { type JSX, useState } from 'react';
import { Link } from 'wouter';
import { COURSE_MAX, type StudentListItem } from '../../../shared/contract/student-list.contract';
import { paths } from '../../../shared/paths';
import { studentMessages } from '../../../shared/student-messages';
import { authAtom } from '../../lib/app-state';
import { FavouriteButton } from '../../lib/favourite-button';
import { withNext } from '../../lib/next-path';
import { usePageTitle } from '../../lib/page-title';
import { usePagedList, useResource } from '../../lib/server-state';
import { useHttp } from '../../lib/services';
import { useAtomValue } from '../../lib/store';
import { useFocusId } from '../../ui/board-list/use-focus-id';
import { CardList } from '../../ui/load-more';
import { SearchField } from '../../ui/search-field';
import { SkipToResults } from '../../ui/skip-to-results';
import { EmptyState } from '../../ui/states';
import { StudentCard } from '../../ui/student-card';
import { ToggleChip } from '../../ui/tag-chips';
import { skillsRequest, studentsRequest } from './students-api';

/**
 * /students/: approved students for companies (and admins). Guests and students get a short
 * explanation instead of a list that could only fail; a company awaiting review gets the server's
 * 403 with `account-pending`, which the list shows as the review's next steps (ui/states.tsx).
 */
export function StudentsScreen(): JSX.Element {
  usePageTitle('Студенты');
  const auth = useAtomValue(authAtom);
  const focusId = useFocusId();
  if (auth?.kind !== 'company' && auth?.kind !== 'admin') return <WhoMaySee signedIn={auth !== null} />;
  return focusId === null ? <StudentCatalogue /> : <OneStudent id={focusId} />;
}

const heartOf = (student: StudentListItem) => <FavouriteButton kind="student" id={student.id} />;

/**
 * `/students/?id=N`: one student's page (ui/student-card.tsx links here from /students/ and from a
 * company's /favourites/), the card open; a student the company may not see is «not found».
 */
function OneStudent({ id }: { id: number }): JSX.Element {
  const http = useHttp();
  const list = usePagedList<StudentListItem>(`student-${id}`, (page, signal) =>
    studentsRequest(http, { text: '', tags: [], course: null, id }, page, signal),
  );
  return (
    <div className="companies-page students-page">
      <header className="page-header">
        <Link href={paths.students} className="back-link">
          ← Все студенты
        </Link>
      </header>
      <CardList
        list={list}
        label="Студент"
        loadingLabel="Загрузка анкеты…"
        skeletonCount={1}
        errorTitle="Не удалось загрузить анкету"
        forms={['студента', 'студентов', 'студентов']}
        renderItem={(student) => <StudentCard student={student} action={heartOf(student)} open />}
        empty={
          <EmptyState title="Студент не найден">
            <p>Анкета скрыта или удалена. Остальные студенты — в общем списке.</p>
            <Link href={paths.students} className="button button--secondary">
              Все студенты
            </Link>
          </EmptyState>
        }
      />
    </div>
  );
}

function WhoMaySee({ signedIn }: { signedIn: boolean }): JSX.Element {
  return (
    <section className="board-empty board-empty--access" aria-labelledby="students-title">
      <h1 id="students-title">Студенты</h1>
      <p className="muted">{studentMessages.whoMaySee}</p>
      <div className="board-empty__actions">
        {signedIn ? null : (
          <Link href={withNext(paths.login, paths.students)} className="button button--primary">
            Войти как компания
          </Link>
        )}
        <Link href={paths.vacancies} className="button button--secondary">
          К вакансиям
        </Link>
      </div>
    </section>
  );
}

function StudentCatalogue(): JSX.Element {
  const http = useHttp();
  const [text, setText] = useState('');
  const [tags, setTags] = useState<readonly number[]>([]);
  const [course, setCourse] = useState<number | null>(null);
  const skills = useResource('skills', () => skillsRequest(http));
  const filters = { text, tags, course };
  const list = usePagedList<StudentListItem>(JSON.stringify(filters), (page, signal) =>
    studentsRequest(http, filters, page, signal),
  );
  const toggleTag = (id: number) =>
    setTags((current) => (current.includes(id) ? current.filter((tag) => tag !== id) : [...current, id]));
  const filtered = text !== '' || tags.length > 0 || course !== null;

  return (
    <div className="companies-page students-page">
      <header className="page-header">
        <h1>Студенты</h1>
        <p className="muted">Студенты, чьи анкеты проверил карьерный центр.</p>
        <SearchField
          label="Поиск студентов"
          placeholder="Имя, вуз, факультет или слова из «О себе»"
          value={text}
          onSearch={setText}
        />
        <SkipToResults targetId="student-results" />
        {skills.status === 'ready' && skills.data.items.length > 0 ? (
          <fieldset className="chip-row">
            <legend className="visually-hidden">Навыки</legend>
            {skills.data.items.map((skill) => (
              <ToggleChip
                key={skill.id}
                pressed={tags.includes(skill.id)}
                onToggle={() => toggleTag(skill.id)}
              >
                {skill.name}
              </ToggleChip>
            ))}
          </fieldset>
        ) : null}
        <label className="field field--inline">
          <span className="field__label">Курс</span>
          <select
            className="field__input"
            value={course ?? ''}
            onChange={(event) => setCourse(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">Любой</option>
            {Array.from({ length: COURSE_MAX }, (_, index) => index + 1).map((value) => (
              <option key={value} value={value}>
                {value} курс
              </option>
            ))}
          </select>
        </label>
      </header>
      <div id="student-results" className="results-target" tabIndex={-1}>
        <CardList
          list={list}
          label="Студенты"
          loadingLabel="Загрузка студентов…"
          errorTitle="Не удалось загрузить студентов"
          forms={['студента', 'студентов', 'студентов']}
          renderItem={(student) => <StudentCard student={student} action={heartOf(student)} />}
          empty={
            <EmptyState title={filtered ? 'Никого не нашлось' : 'Пока здесь нет студентов'}>
              <p>
                {filtered
                  ? 'Ослабьте фильтры или поищите по-другому.'
                  : 'Студенты появятся после проверки анкет.'}
              </p>
            </EmptyState>
          }
        />
      </div>
    </div>
  );
}
