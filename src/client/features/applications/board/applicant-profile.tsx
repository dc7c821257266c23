import type { JSX } from 'react';
import type { ApplicationItem } from '../../../../shared/contract/application.contract';
import { Avatar } from '../../../ui/avatar';
import { PhoneLink } from '../../../ui/phone-link';
import { PrivateFileLink } from '../../../ui/private-file-link';
import { TagList } from '../../../ui/tag-chips';

type Student = ApplicationItem['student'];

/** The applicant as the company sees them: photo, studies, skills, about, résumé and contacts. */
export function ApplicantProfile({ item }: { item: ApplicationItem }): JSX.Element {
  const { student } = item;
  const name = `${student.firstName} ${student.lastName}`;
  const facts: [string, string][] = [
    ['Вуз', student.university],
    ['Факультет', student.faculty],
    ['Курс', student.course === null ? '' : String(student.course)],
    ['Год выпуска', student.graduationYear === null ? '' : String(student.graduationYear)],
  ];
  const shown = facts.filter(([, value]) => value !== '');
  return (
    <div className="application-card__profile">
      {student.photoUrl ? (
        <img
          className="application-card__photo"
          src={student.photoUrl}
          alt={`Фото: ${name}`}
          width={96}
          height={96}
          loading="lazy"
        />
      ) : (
        <Avatar name={name} src={null} size={96} className="application-card__photo" />
      )}
      <div className="application-card__facts">
        {shown.length > 0 ? (
          <dl className="application-facts">
            {shown.map(([term, value]) => (
              <div key={term} className="application-facts__item">
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="muted">Студент не указал, где учится.</p>
        )}
        <TagList tags={student.skills} label="Навыки" />
        {student.about ? <p className="application-card__text">{student.about}</p> : null}
        <p>
          {student.resumeUrl ? (
            <PrivateFileLink url={student.resumeUrl} fileName={`Резюме ${name}.pdf`} newTab>
              Резюме (PDF)
            </PrivateFileLink>
          ) : (
            <span className="muted">Резюме не загружено.</span>
          )}
        </p>
        <ApplicantContacts student={student} />
      </div>
    </div>
  );
}

function ApplicantContacts({ student }: { student: Student }): JSX.Element {
  const { email, phone, telegramUsername } = student;
  if (email === null && phone === null && telegramUsername === null) {
    return <p className="muted">Контакты студента недоступны.</p>;
  }
  return (
    <ul className="application-contacts" aria-label="Контакты студента">
      {email ? (
        <li>
          Почта: <a href={`mailto:${email}`}>{email}</a>
        </li>
      ) : null}
      {phone ? (
        <li>
          Телефон: <PhoneLink phone={phone} />
        </li>
      ) : null}
      {telegramUsername ? (
        <li>
          Telegram:{' '}
          <a
            href={`https://t.me/${encodeURIComponent(telegramUsername)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            @{telegramUsername}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
