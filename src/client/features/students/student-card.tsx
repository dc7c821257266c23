import { type JSX, useState } from 'react';
import {
  CONTACTS_HIDDEN_TEXT,
  type StudentDetail,
  type StudentListItem,
} from '../../../shared/contract/student-list.contract';
import { distinctLabels } from '../../../shared/format';
import { FavouriteButton } from '../../lib/favourite-button';
import { useHttp } from '../../lib/services';
import { Avatar } from '../../ui/avatar';
import { PhoneLink } from '../../ui/phone-link';
import { TagList } from '../../ui/tag-chips';
import { studentRequest } from './students-api';

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
 * A student in the catalogue. «Подробнее» expands the card in place with the full «О себе» and
 * the résumé, loaded on demand: the list stays light and a company keeps its place in it.
 */
export function StudentCard({ student }: { student: StudentListItem }): JSX.Element {
  const http = useHttp();
  const [details, setDetails] = useState<Details>({ state: 'closed' });
  const titleId = `student-${student.id}-name`;
  const panelId = `student-${student.id}-details`;
  const expanded = details.state !== 'closed';

  const toggle = async () => {
    if (expanded) {
      setDetails({ state: 'closed' });
      return;
    }
    setDetails({ state: 'loading' });
    const result = await studentRequest(http, student.id);
    setDetails(
      result.ok ? { state: 'open', detail: result.data } : { state: 'error', message: result.message },
    );
  };

  return (
    <article className="company-card student-card" aria-labelledby={titleId}>
      <Avatar name={student.name} src={student.photoUrl} size={56} />
      <div className="company-card__body">
        <h2 className="company-card__title" id={titleId}>
          {student.name}
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
          onClick={() => void toggle()}
        >
          {expanded ? 'Свернуть' : 'Подробнее'}
        </button>
      </div>
      <FavouriteButton kind="student" id={student.id} />
    </article>
  );
}

function StudentMore({ detail }: { detail: StudentDetail }): JSX.Element {
  return (
    <div className="student-card__more">
      {detail.about ? <p className="student-card__about">{detail.about}</p> : null}
      {detail.resume ? (
        <p>
          <a href={detail.resume.url} download={`Резюме ${detail.name}.pdf`}>
            Резюме (PDF)
          </a>
        </p>
      ) : (
        <p className="muted">Резюме не загружено.</p>
      )}
    </div>
  );
}
