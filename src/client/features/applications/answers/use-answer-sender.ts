import { useState } from 'react';
import type { ApplicationItem, StudentAnswer } from '../../../../shared/contract/application.contract';
import { useServices } from '../../../lib/services';
import type { AnswerForm } from './answer-dialog';
import { answerApplication } from './answers-api';

/** The answers that take words, and what the dialog asks for each. */
export const ANSWER_FORMS = {
  'decline-invitation': {
    title: 'Не смогу прийти',
    label: 'Причина (необязательно, её увидит компания)',
    placeholder: 'Например: уже нашёл работу',
    submit: 'Отказаться от собеседования',
    missing: null,
  },
  reschedule: {
    title: 'Предложить другое время',
    label: 'Когда вам удобно (увидит компания)',
    placeholder: 'Например: в четверг или пятницу после 15:00',
    submit: 'Отправить компании',
    missing: 'Напишите компании, когда вам удобно прийти.',
  },
  'decline-offer': {
    title: 'Отказаться от предложения',
    label: 'Причина (необязательно, её увидит компания)',
    placeholder: 'Например: выбрал другое предложение',
    submit: 'Отказаться',
    missing: null,
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
  const [error, setError] = useState<string | null>(null);

  async function send(
    kind: Writing | 'accept-offer' | 'book',
    message: string,
    slotId?: number,
  ): Promise<void> {
    setPending(true);
    setError(null);
    const answer = kind === 'accept-offer' || kind === 'book' ? 'accept' : ANSWER_OF[kind];
    const result = await answerApplication(http, {
      id: item.id,
      answer,
      ...(slotId === undefined ? {} : { slotId }),
      ...(message === '' ? {} : { message }),
    });
    setPending(false);
    if (!result.ok) {
      const said = result.errors?.message ?? result.errors?.slotId ?? result.message;
      setError(said);
      if (writing === null) platform.toast('error', said);
      return;
    }
    setWriting(null);
    platform.toast('success', DONE_TOASTS[kind]);
    onChanged(result.data);
  }

  return {
    writing,
    pending,
    error,
    open: (form: Writing) => {
      setError(null);
      setWriting(form);
    },
    close: () => {
      setWriting(null);
      setError(null);
    },
    send,
  };
}
