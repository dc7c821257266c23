import { type JSX, useId } from 'react';
import { INTERVIEW_SLOTS_MAX } from '../../../../shared/contract/interview.contract';
import { moscowDate } from '../../../../shared/moscow-time';
import { slotText } from '../../../lib/interview-time';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { TextField } from '../../../ui/text-field';
import type { SlotRow } from './interview-form-values';

/** A free time of the company's other invitations, offered again (docs/decisions/057). */
export interface FreeSlot {
  id: number;
  startsAt: string;
  durationMin: number;
}

interface SlotRowsProps {
  rows: readonly SlotRow[];
  /** How many free times are ticked: they count towards the limit of INTERVIEW_SLOTS_MAX. */
  reused: number;
  errorOf(path: string): string | undefined;
  onChange(index: number, row: SlotRow, path: string): void;
  onBlur(path: string): void;
  onAdd(): void;
  onRemove(index: number): void;
}

/**
 * The times offered, one row each: a date and a time on the Moscow clock and a duration; rows are
 * added and removed, 1–10 together with the ticked free times. Each row is a group named «Вариант N».
 */
export function SlotRows(props: SlotRowsProps): JSX.Element {
  const { rows, errorOf } = props;
  const total = rows.length + props.reused;
  const today = moscowDate(new Date());
  const hintId = useId();
  return (
    <fieldset className="interview-slots" aria-describedby={hintId}>
      <legend className="application-card__subtitle">Время собеседования (по Москве)</legend>
      <p className="field__hint" id={hintId}>
        Предложите от 1 до {INTERVIEW_SLOTS_MAX} вариантов: студент выберет один.
      </p>
      {errorOf('slots') ? (
        <p className="field__error" role="alert">
          {errorOf('slots')}
        </p>
      ) : null}
      <ol className="interview-slots__rows">
        {rows.map((row, index) => {
          const at = `slots.${index}.startsAt`;
          const length = `slots.${index}.durationMin`;
          return (
            <li key={row.key}>
              <fieldset className="interview-slot">
                <legend className="interview-slot__legend">Вариант {index + 1}</legend>
                <TextField
                  label="Дата"
                  type="date"
                  min={today}
                  value={row.date}
                  error={errorOf(at)}
                  onChange={(event) => props.onChange(index, { ...row, date: event.target.value }, at)}
                  onBlur={() => props.onBlur(at)}
                />
                <TextField
                  label="Время"
                  type="time"
                  step={300}
                  value={row.time}
                  onChange={(event) => props.onChange(index, { ...row, time: event.target.value }, at)}
                  onBlur={() => props.onBlur(at)}
                />
                <TextField
                  label="Длительность, мин"
                  type="number"
                  inputMode="numeric"
                  min={15}
                  max={240}
                  step={5}
                  value={row.duration}
                  error={errorOf(length)}
                  onChange={(event) =>
                    props.onChange(index, { ...row, duration: event.target.value }, length)
                  }
                  onBlur={() => props.onBlur(length)}
                />
                {total > 1 ? (
                  <Button
                    variant="ghost"
                    className="button--small interview-slot__remove"
                    onClick={() => props.onRemove(index)}
                  >
                    Убрать вариант {index + 1}
                  </Button>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {total < INTERVIEW_SLOTS_MAX ? (
        <Button variant="secondary" className="button--small" onClick={props.onAdd}>
          Добавить время
        </Button>
      ) : null}
    </fieldset>
  );
}

/** The company's free future times of other invitations, to offer this applicant too. */
export function FreeSlots({
  slots,
  chosen,
  error,
  canAdd,
  onToggle,
}: {
  slots: readonly FreeSlot[];
  chosen: readonly number[];
  error: string | undefined;
  /** False at the limit: only unticking is possible then. */
  canAdd: boolean;
  onToggle(id: number, on: boolean): void;
}): JSX.Element | null {
  if (slots.length === 0) return null;
  const now = new Date();
  return (
    <fieldset className="interview-free-slots">
      <legend className="application-card__subtitle">Свободное время из других приглашений</legend>
      <p className="field__hint">
        Эти варианты уже предложены другим студентам: кто выберет первым, тот и займёт.
      </p>
      {slots.map((slot) => (
        <CheckboxField
          key={slot.id}
          label={`${slotText(slot, now)}, ${slot.durationMin} мин`}
          checked={chosen.includes(slot.id)}
          disabled={!canAdd && !chosen.includes(slot.id)}
          onChange={(on) => onToggle(slot.id, on)}
        />
      ))}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
