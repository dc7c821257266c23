import { type JSX, useId, useRef } from 'react';
import { APPLICATION_MESSAGE_MAX } from '../../../../shared/contract/application.contract';
import {
  INTERVIEW_SLOTS_MAX,
  type InterviewCreate,
  type InterviewItem,
  type InterviewReschedule,
} from '../../../../shared/contract/interview.contract';
import { useResource } from '../../../lib/server-state';
import { useServices } from '../../../lib/services';
import { useForm, type Verdict } from '../../../lib/use-form';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { SubmitButton, usePrimarySubmit } from '../../../ui/primary-action';
import { SegmentedControl } from '../../../ui/segmented-control';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { useUnsavedChanges } from '../../../ui/unsaved-changes';
import { createInterview, fetchInterviews, rescheduleInterview } from './board-interview-api';
import {
  checkInvitation,
  checkReschedule,
  emptyRow,
  type InterviewValues,
  initialValues,
  isInterviewField,
} from './interview-form-values';
import { type FreeSlot, FreeSlots, SlotRows } from './interview-slot-rows';

const FORMATS = [
  { value: 'online', label: 'Онлайн' },
  { value: 'office', label: 'В офисе' },
] as const;

interface InterviewFormProps {
  applicationId: number;
  /** The application's active interview: the form offers it new times (a reschedule). */
  interview: InterviewItem | null;
  onCancel(): void;
  onDone(interview: InterviewItem): void;
}

/**
 * The company's free future times of its invitations, each once, soonest first; a reschedule may
 * keep the interview's own free times this way.
 */
function freeSlotsOf(items: readonly InterviewItem[], now: number): FreeSlot[] {
  const found = new Map<number, FreeSlot>();
  for (const item of items) {
    for (const slot of item.slots)
      if (!slot.taken && Date.parse(slot.startsAt) > now) found.set(slot.id, slot);
  }
  return [...found.values()].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

/**
 * «Пригласить» with times (docs/decisions/057-interviews.md): 1–10 times on the Moscow clock, the
 * format with its link or address, a message; or, for an active interview, new times and why
 * (POST /api/interview/reschedule/). Written in the card, like the other moves; inside Telegram the
 * submit is the MainButton. The server's errors are shown at their fields.
 */
export function InterviewForm({
  applicationId,
  interview,
  onCancel,
  onDone,
}: InterviewFormProps): JSX.Element {
  const { http, platform } = useServices();
  const titleId = useId();
  const nextKey = useRef(2);
  const form = useForm({
    initial: initialValues(),
    check: (values: InterviewValues): Verdict<InterviewCreate | InterviewReschedule> =>
      interview ? checkReschedule(interview.id, values) : checkInvitation(applicationId, values),
  });
  const { values } = form;
  const submitText = interview ? 'Предложить новое время' : 'Отправить приглашение';
  const primary = usePrimarySubmit(form.formRef, { text: submitText, loading: form.pending });
  useUnsavedChanges(form.dirty && !form.pending);
  // One page of the company's upcoming interviews: their free times may be offered again.
  const others = useResource(`interview-free-${applicationId}`, (signal) =>
    fetchInterviews(http, null, signal),
  );
  const free = others.status === 'ready' ? freeSlotsOf(others.data.items, Date.now()) : [];
  const total = values.rows.length + values.slotIds.length;

  const setRows = (rows: InterviewValues['rows'], path: string) => {
    form.set('rows', rows, path);
    form.edited('slots');
  };
  const submit = form.onSubmit({
    call: (input) =>
      'applicationId' in input ? createInterview(http, input) : rescheduleInterview(http, input),
    done: (data) => {
      platform.toast(
        'success',
        interview ? 'Новое время отправлено студенту.' : 'Приглашение отправлено студенту.',
      );
      onDone(data);
    },
    isField: isInterviewField,
    alert: 'unless-named',
  });

  return (
    <form
      ref={form.formRef}
      className="interview-form"
      aria-labelledby={titleId}
      onSubmit={submit}
      noValidate
    >
      <h4 id={titleId} className="application-card__subtitle">
        {interview ? 'Перенос собеседования' : 'Приглашение на собеседование'}: отклик №{applicationId}
      </h4>
      <FormAlert message={form.alert} />
      <SlotRows
        rows={values.rows}
        reused={values.slotIds.length}
        errorOf={form.errorOf}
        onChange={(index, row, path) =>
          setRows(
            values.rows.map((old, at) => (at === index ? row : old)),
            path,
          )
        }
        onBlur={form.touch}
        onAdd={() => setRows([...values.rows, emptyRow(nextKey.current++, values.rows.at(-1))], 'slots')}
        onRemove={(index) =>
          setRows(
            values.rows.filter((_, at) => at !== index),
            'slots',
          )
        }
      />
      <FreeSlots
        slots={free}
        chosen={values.slotIds}
        error={form.errorOf('slotIds')}
        canAdd={total < INTERVIEW_SLOTS_MAX}
        onToggle={(id, on) => {
          form.set('slotIds', on ? [...values.slotIds, id] : values.slotIds.filter((one) => one !== id));
          form.edited('slots');
        }}
      />
      {interview ? (
        <p className="muted">
          Формат и место остаются прежними. Чтобы их изменить, отмените собеседование и пригласите заново.
        </p>
      ) : (
        <>
          <SegmentedControl
            legend="Формат"
            name={`interview-format-${applicationId}`}
            value={values.format}
            options={FORMATS}
            error={form.errorOf('format')}
            onChange={(format) => form.set('format', format)}
          />
          {values.format === 'online' ? (
            <TextField
              label="Ссылка на встречу"
              type="url"
              inputMode="url"
              placeholder="https://"
              hint="Телемост, Zoom, Google Meet или другая — начиная с https://."
              {...form.field('link')}
            />
          ) : (
            <TextField
              label="Адрес офиса"
              hint="Город, улица, дом, этаж или кабинет."
              {...form.field('place')}
            />
          )}
        </>
      )}
      <TextAreaField
        label={
          interview
            ? 'Почему переносите (придёт студенту, необязательно)'
            : 'Сообщение студенту (необязательно)'
        }
        maxLength={APPLICATION_MESSAGE_MAX}
        rows={3}
        {...form.field('message')}
      />
      <div className="board-row__actions">
        <SubmitButton primary={primary} pending={form.pending}>
          {submitText}
        </SubmitButton>
        <Button variant="secondary" onClick={onCancel} disabled={form.pending}>
          Отмена
        </Button>
      </div>
    </form>
  );
}
