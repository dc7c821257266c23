import { type JSX, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import {
  CONTACTS_HIDDEN_TEXT,
  type StudentDetail,
  type StudentListItem,
} from '../../shared/contract/student-list.contract';
import { distinctLabels } from '../../shared/format';
import { paths } from '../../shared/paths';
import { useHttp } from '../lib/services';
import { Avatar } from './avatar';
import { PhoneLink } from './phone-link';
import { PrivateFileLink } from './private-file-link';
import { studentDetailRequest } from './student-api';
import { TagList } from './tag-chips';

/** A student's own page: the catalogue showing that student alone, the card open. */
const studentPath = (id: number): string => `${paths.students}?id=${id}`;

/** «МГУ · ВМК · 3 курс · выпуск 2028», leaving out what the student has not filled in. */
function studyLine(student: StudentListItem): string {
  return distinctLabels([
    student.university,
    student.faculty,
    student.course ? `${student.course} курс` : null,
    student.graduationYear ? `выпуск ${student.graduationYear}` : null,
  ]).join(' · ');
}

type Details =
  | { state: 'closed' }
  | { state: 'loading' }
  | { state: 'open'; detail: StudentDetail }
  | { state: 'error'; message: string };

/**
 * A student as companies see one, on /students/ and on a company's /favourites/. The name links to
 * the student's own page (`studentPath`); «Подробнее» expands the card in place with the full
 * «О себе» and the résumé, loaded on demand, so a list stays light and keeps its place. `action`
 * is the heart (lib/favourite-button.tsx, which ui/ may not import); `open` starts it expanded.
 */
export function StudentCard({
  student,
  action,
  open = false,
}: {
  student: StudentListItem;
  action?: ReactNode;
  open?: boolean;
}): JSX.Element {
  const http = useHttp();
  const [details, setDetails] = useState<Details>({ state: 'closed' });
  const titleId = `student-${student.id}-name`;
  const panelId = `student-${student.id}-details`;
  const expanded = details.state !== 'closed';

  const load = async () => {
    setDetails({ state: 'loading' });
    const result = await studentDetailRequest(http, student.id);
    setDetails(
      result.ok ? { state: 'open', detail: result.data } : { state: 'error', message: result.message },
    );
  };
  const toggle = () => (expanded ? setDetails({ state: 'closed' }) : void load());
  const opened = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once, on the first mount only.
  useEffect(() => {
    if (!open || opened.current) return;
    opened.current = true;
    void load();
  }, [open]);

  return (
    <article className="company-card student-card" aria-labelledby={titleId}>
      <Avatar name={student.name} src={student.photoUrl} size={56} />
      <div className="company-card__body">
        <h2 className="company-card__title" id={titleId}>
          <Link href={studentPath(student.id)}>{student.name}</Link>
        </h2>
        {studyLine(student) ? <p className="company-card__meta muted">{studyLine(student)}</p> : null}
        <TagList tags={student.skills} label={`Навыки: ${student.name}`} />
        {student.about && !expanded ? <p className="company-card__summary">{student.about}</p> : null}
        {student.contacts ? (
          <p className="company-card__meta">
            <a className="student-card__email" href={`mailto:${student.contacts.email}`}>
              {student.contacts.email}
            </a>
            {student.contacts.phone ? (
              <span>
                {' · '}
                <PhoneLink phone={student.contacts.phone} />
              </span>
            ) : null}
          </p>
        ) : (
          // Hidden until the student applies to one of this company's vacancies (decision 009).
          <p className="company-card__meta muted student-card__contacts-hidden">{CONTACTS_HIDDEN_TEXT}</p>
        )}
        <div id={panelId} aria-live="polite">
          {details.state === 'loading' ? <p className="muted">Загружаем анкету…</p> : null}
          {details.state === 'error' ? <p role="alert">{details.message}</p> : null}
          {details.state === 'open' ? <StudentMore detail={details.detail} /> : null}
        </div>
        <button
          type="button"
          className="button button--secondary button--small"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={toggle}
        >
          {expanded ? 'Свернуть' : 'Подробнее'}
        </button>
      </div>
      {action}
    </article>
  );
}

function StudentMore({ detail }: { detail: StudentDetail }): JSX.Element {
  return (
    <div className="student-card__more">
      {detail.about ? <p className="student-card__about">{detail.about}</p> : null}
      {detail.resume ? (
        <p>
          <PrivateFileLink
            url={detail.resume.url}
            fileName={`Резюме ${detail.name}.pdf`}
            download={`Резюме ${detail.name}.pdf`}
          >
            Резюме (PDF)
          </PrivateFileLink>
        </p>
      ) : (
        <p className="muted">Резюме не загружено.</p>
      )}
    </div>
  );
}
