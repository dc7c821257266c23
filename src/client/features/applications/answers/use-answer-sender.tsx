import { useState } from 'react';
import type { ApplicationItem, StudentAnswer } from '../../../../shared/contract/application.contract';
import type { HttpFailure } from '../../../lib/http';
import { useServices } from '../../../lib/services';
import { AnswerDialog, type AnswerForm } from './answer-dialog';
import { answerApplication } from './answers-api';

/** The answers that take words, and what the dialog asks for each. */
const ANSWER_FORMS = {
  'decline-invitation': {
    title: 'Не смогу прийти',
    label: 'Причина (необязательно, её увидит компания)',
    placeholder: 'Например: уже нашёл работу',
    submit: 'Отказаться от собеседования',
    required: false,
  },
  reschedule: {
    title: 'Предложить другое время',
    label: 'Когда вам удобно (увидит компания)',
    placeholder: 'Например: в четверг или пятницу после 15:00',
    submit: 'Отправить компании',
    required: true,
  },
  'decline-offer': {
    title: 'Отказаться от предложения',
    label: 'Причина (необязательно, её увидит компания)',
    placeholder: 'Например: выбрал другое предложение',
    submit: 'Отказаться',
    required: false,
  },
} as const satisfies Record<string, AnswerForm>;

type Writing = keyof typeof ANSWER_FORMS;

const DONE_TOASTS: Record<Writing | 'accept-offer' | 'book', string> = {
  'accept-offer': 'Вы приняли предложение. Компания получила ваш ответ и свяжется с вами.',
  'decline-offer': 'Вы отказались от предложения. Компания получила ваш ответ.',
  'decline-invitation': 'Вы отказались от собеседования. Компания получила ваш ответ.',
  reschedule: 'Компания получила ваше сообщение и предложит другое время.',
  book: 'Вы записаны на собеседование. Приглашение в календарь придёт на почту, напоминания — за сутки и за час.',
};

const ANSWER_OF: Record<Writing, StudentAnswer> = {
  'decline-invitation': 'decline',
  reschedule: 'reschedule',
  'decline-offer': 'decline',
};

/**
 * One application's answer in progress (docs/decisions/059): which dialog is open, the request
 * running, the server's refusal; `send` posts the answer and hands the moved item back.
 */
export function useAnswerSender(item: ApplicationItem, onChanged: (item: ApplicationItem) => void) {
  const { http, platform } = useServices();
  const [writing, setWriting] = useState<Writing | null>(null);
  const [pending, setPending] = useState(false);

  /** An answer went through: the notice, the dialog closed, the row moved. */
  function finish(kind: Writing | 'accept-offer' | 'book', moved: ApplicationItem): void {
    setWriting(null);
    platform.toast('success', DONE_TOASTS[kind]);
    onChanged(moved);
  }

  /**
   * The answers without words (the dialog sends its own): «Принимаю», «Приду» with a time. Answers
   * the refusal, if any, after saying it: a caller may have more to do (show the times again).
   */
  async function send(kind: 'accept-offer' | 'book', slotId?: number): Promise<HttpFailure | null> {
    setPending(true);
    const result = await answerApplication(http, {
      id: item.id,
      answer: 'accept',
      ...(slotId === undefined ? {} : { slotId }),
    });
    setPending(false);
    if (!result.ok) {
      platform.toast('error', result.errors?.slotId ?? result.message);
      return result;
    }
    finish(kind, result.data);
    return null;
  }

  /** The dialog of the answer being written, if any. */
  const dialog =
    writing === null ? null : (
      <AnswerDialog
        form={ANSWER_FORMS[writing]}
        about={`${item.vacancy.title} — ${item.vacancy.companyName}`}
        answer={{ id: item.id, answer: ANSWER_OF[writing] }}
        onClose={() => setWriting(null)}
        onAnswered={(moved) => finish(writing, moved)}
      />
    );

  return { writing, pending, dialog, open: setWriting, send };
}
