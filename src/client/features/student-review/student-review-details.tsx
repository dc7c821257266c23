import { type JSX, useState } from 'react';
import {
  type StudentDetail,
  type StudentListItem,
  studentChangeLabels,
} from '../../../shared/contract/student-list.contract';
import { formatDateRu } from '../../../shared/format';
import { useHttp } from '../../lib/services';
import { PrivateFileLink } from '../../ui/private-file-link';
import { fetchStudentCard } from './student-review-api';

/** An approved student's new photo, put up after the approval, waits for the admin's look. */
export function photoToCheck(student: StudentListItem): boolean {
  return student.status === 'approved' && (student.changes?.fields.includes('photo') ?? false);
}

/**
 * What the admin decides by, under the row's name (issue 24, item 5): what changed since the last
 * decision (docs/decisions/051), «О себе», the résumé and, on demand, the whole profile.
 */
export function StudentReviewDetails({ student }: { student: StudentListItem }): JSX.Element {
  return (
    <div className="review-details">
      <ChangesLine student={student} />
      {photoToCheck(student) && student.photoUrl ? (
        <img
          className="review-details__photo"
          src={student.photoUrl}
          alt={`Новое фото: ${student.name}`}
          width={120}
          height={120}
          loading="lazy"
        />
      ) : null}
      {student.about ? (
        <p className="review-details__about">{student.about}</p>
      ) : (
        <p className="muted">«О себе» не заполнено.</p>
      )}
      <p>
        {student.resumeUrl ? (
          <PrivateFileLink url={student.resumeUrl} fileName={`Резюме ${student.name}.pdf`} newTab>
            Резюме: {student.name}
          </PrivateFileLink>
        ) : (
          <span className="muted">Резюме не загружено.</span>
        )}
      </p>
      <WholeProfile student={student} />
    </div>
  );
}

function ChangesLine({ student }: { student: StudentListItem }): JSX.Element | null {
  const changes = student.changes;
  if (!changes || changes.fields.length === 0) return null;
  const since = changes.reviewedAt
    ? `после решения карьерного центра ${formatDateRu(changes.reviewedAt)}`
    : 'после регистрации';
  return (
    <p className={photoToCheck(student) ? 'review-details__changes is-new' : 'review-details__changes'}>
      Изменено {since}: {changes.fields.map((field) => studentChangeLabels[field]).join(', ')}
    </p>
  );
}

type Whole =
  | { state: 'closed' }
  | { state: 'loading' }
  | { state: 'open'; detail: StudentDetail }
  | { state: 'error'; message: string };

/** «Вся анкета»: the rest of «О себе», the graduation year and the last denial's reason, in place. */
function WholeProfile({ student }: { student: StudentListItem }): JSX.Element {
  const http = useHttp();
  const [whole, setWhole] = useState<Whole>({ state: 'closed' });
  const panelId = `student-${student.id}-whole`;
  const open = whole.state !== 'closed';
  const toggle = async () => {
    if (open) return setWhole({ state: 'closed' });
    setWhole({ state: 'loading' });
    const result = await fetchStudentCard(http, student.id);
    setWhole(
      result.ok ? { state: 'open', detail: result.data } : { state: 'error', message: result.message },
    );
  };
  return (
    <>
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => void toggle()}
      >
        {open ? 'Свернуть анкету' : `Вся анкета: ${student.name}`}
      </button>
      <div id={panelId} hidden={!open} className="review-details__whole">
        {whole.state === 'loading' ? <p role="status">Загружаем анкету…</p> : null}
        {whole.state === 'error' ? <p role="alert">{whole.message}</p> : null}
        {whole.state === 'open' ? <WholeFacts detail={whole.detail} excerpt={student.about} /> : null}
      </div>
    </>
  );
}

/** What the row does not show already: the graduation year, the last denial, the rest of «О себе». */
function WholeFacts({ detail, excerpt }: { detail: StudentDetail; excerpt: string }): JSX.Element {
  const facts: [string, string][] = [
    ['Год выпуска', detail.graduationYear ? String(detail.graduationYear) : ''],
    ['Прошлый отказ', detail.statusReason ?? ''],
  ];
  const shown = facts.filter(([, value]) => value !== '');
  const longer = detail.about !== excerpt ? detail.about : '';
  if (shown.length === 0 && longer === '') return <p className="muted">Больше в анкете ничего нет.</p>;
  return (
    <>
      {shown.length > 0 ? (
        <dl className="facts">
          {shown.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {longer ? <p className="plain-text">{longer}</p> : null}
    </>
  );
}
