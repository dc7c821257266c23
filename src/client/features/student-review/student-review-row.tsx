import { type FormEvent, type JSX, useId, useState } from 'react';
import { STATUS_REASON_MAX, type StudentListItem } from '../../../shared/contract/student-list.contract';
import { accountStatusLabels } from '../../../shared/dictionaries';
import { distinctLabels } from '../../../shared/format';
import { Avatar } from '../../ui/avatar';
import { RowCheckbox, type RowSelection } from '../../ui/board-list/board-list-view';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { PhoneLink } from '../../ui/phone-link';
import { TagList } from '../../ui/tag-chips';
import { TextAreaField } from '../../ui/text-area-field';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { usePromptError } from '../../ui/use-prompt-error';
import { photoToCheck, StudentReviewDetails } from './student-review-details';

interface StudentReviewRowProps {
  student: StudentListItem;
  /** The bulk checkbox, when the list offers bulk actions. */
  selection: RowSelection | null;
  busy: boolean;
  onApprove(student: StudentListItem): void;
  /** An approved student's new photo was looked at and is fine (docs/decisions/051). */
  onPhotoSeen(student: StudentListItem): void;
  /** Resolves true when the server took the denial (the form then closes). */
  onDeny(student: StudentListItem, reason: string): Promise<boolean>;
  /** The career centre opens (or closes) the student's contacts to every company. */
  onContactsOpen(student: StudentListItem, open: boolean): void;
}

/**
 * One student on /board/students/. «Отклонить» opens a small form in the row rather than a modal:
 * the reason is read by the student, so it deserves a real labelled field, and focus stays in
 * the row the admin is working on.
 */
export function StudentReviewRow({
  student,
  selection,
  busy,
  onApprove,
  onPhotoSeen,
  onDeny,
  onContactsOpen,
}: StudentReviewRowProps): JSX.Element {
  const titleId = `student-${student.id}-title`;
  const [denying, setDenying] = useState(false);
  const study = distinctLabels([
    student.university,
    student.faculty,
    student.course ? `${student.course} курс` : null,
  ]).join(' · ');
  return (
    <li className="board-row board-row--company" aria-labelledby={titleId} aria-busy={busy || undefined}>
      <RowCheckbox selection={selection} />
      <Avatar name={student.name} src={student.photoUrl} size={44} className="board-row__logo" />
      <div className="board-row__main">
        <div className="board-row__heading">
          <h2 className="board-row__title" id={titleId}>
            {student.name}
          </h2>
          <span className={`status-badge status-badge--${student.status}`}>
            {accountStatusLabels[student.status]}
          </span>
        </div>
        <p className="board-row__meta">
          {study ? <span>{study}</span> : null}
          {student.contacts ? <span>{student.contacts.email}</span> : null}
          {student.contacts?.phone ? <PhoneLink phone={student.contacts.phone} /> : null}
        </p>
        <TagList tags={student.skills} label={`Навыки: ${student.name}`} />
        <StudentReviewDetails student={student} />
        <ContactsOpenToggle student={student} busy={busy} onChange={onContactsOpen} />
        {denying ? (
          <DenyForm
            name={student.name}
            busy={busy}
            onCancel={() => setDenying(false)}
            onSubmit={async (reason) => {
              if (await onDeny(student, reason)) setDenying(false);
            }}
          />
        ) : null}
      </div>
      <div className="board-row__actions">
        {student.status !== 'approved' ? (
          <button
            type="button"
            className="button button--primary button--small"
            disabled={busy}
            aria-label={`Подтвердить: ${student.name}`}
            onClick={() => onApprove(student)}
          >
            Подтвердить
          </button>
        ) : null}
        {photoToCheck(student) ? (
          <button
            type="button"
            className="button button--primary button--small"
            disabled={busy}
            aria-label={`Фото в порядке: ${student.name}`}
            onClick={() => onPhotoSeen(student)}
          >
            Фото в порядке
          </button>
        ) : null}
        {student.status !== 'denied' && !denying ? (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={busy}
            aria-label={`Отклонить: ${student.name}`}
            onClick={() => setDenying(true)}
          >
            Отклонить
          </button>
        ) : null}
      </div>
    </li>
  );
}

function DenyForm({
  name,
  busy,
  onCancel,
  onSubmit,
}: {
  name: string;
  busy: boolean;
  onCancel(): void;
  onSubmit(reason: string): Promise<void>;
}): JSX.Element {
  const formId = useId();
  const [reason, setReason] = useState('');
  const { error, refuse, clear: clearError } = usePromptError();
  // A typed reason is not thrown away by Back or a link without a question (issue 24, item 9).
  useUnsavedChanges(reason.trim() !== '' && !busy);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed === '') return refuse('Укажите причину отказа.');
    if (trimmed.length > STATUS_REASON_MAX)
      return refuse(`Причина не длиннее ${STATUS_REASON_MAX} символов.`);
    clearError();
    void onSubmit(trimmed);
  };
  return (
    <form className="deny-form" aria-labelledby={`${formId}-title`} onSubmit={submit} noValidate>
      <h3 id={`${formId}-title`} className="visually-hidden">
        Отказ: {name}
      </h3>
      <TextAreaField
        label="Причина отказа (её увидит студент)"
        value={reason}
        maxLength={STATUS_REASON_MAX}
        error={error}
        autoFocus
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="board-row__actions">
        <button type="submit" className="button button--primary button--small" disabled={busy}>
          Отклонить
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onCancel}>
          Отмена
        </button>
      </div>
    </form>
  );
}

/**
 * Companies see a student's contacts only after the student applies to them, unless the career
 * centre opens them to all (docs/decisions/009, «Contacts»): the label says exactly that.
 */
function ContactsOpenToggle({
  student,
  busy,
  onChange,
}: {
  student: StudentListItem;
  busy: boolean;
  onChange(student: StudentListItem, open: boolean): void;
}): JSX.Element {
  return (
    <CheckboxField
      label="Показывать контакты всем компаниям"
      hint="Иначе email и телефон видят только компании, на вакансии которых студент откликнулся."
      checked={student.contactsOpenToCompanies ?? false}
      disabled={busy}
      onChange={(open) => onChange(student, open)}
    />
  );
}
