import { type JSX, useState } from 'react';
import type { ApplicationItem, StudentAnswer } from '../../../../shared/contract/application.contract';
import { quoted } from '../../../../shared/format';
import { csvDateTime } from '../../../../shared/moscow-time';
import { useServices } from '../../../lib/services';
import { Button } from '../../../ui/button';
import { usePrimaryAction, useSecondaryAction } from '../../../ui/primary-action';
import { AnswerDialog, type AnswerForm } from './answer-dialog';
import { answerApplication } from './answers-api';

/** The answers that take words, and what the dialog asks for each. */
const FORMS: Record<'decline-invitation' | 'reschedule' | 'decline-offer', AnswerForm> = {
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
};

type Writing = keyof typeof FORMS;

const DONE_TOASTS: Record<Writing | 'accept-offer', string> = {
  'accept-offer': 'Вы приняли предложение. Компания получила ваш ответ и свяжется с вами.',
  'decline-offer': 'Вы отказались от предложения. Компания получила ваш ответ.',
  'decline-invitation': 'Вы отказались от собеседования. Компания получила ваш ответ.',
  reschedule: 'Компания получила ваше сообщение и предложит другое время.',
};

/** «05.12.2026»: the last Moscow day of an offer's deadline (the moment given is the next midnight). */
function lastDay(answerBy: string): string {
  return csvDateTime(new Date(new Date(answerBy).getTime() - 1)).slice(0, 10);
}

interface AnswerActionsProps {
  item: ApplicationItem;
  /** The application a notification opened (`?id=N`): inside Telegram its answers are the bottom buttons. */
  focused: boolean;
  onChanged(item: ApplicationItem): void;
}

/**
 * The student's answers to an invitation or an offer (docs/decisions/059): «Принимаю» and
 * «Отказываюсь» for an offer, «Не смогу» and «Предложить другое время» for an invitation. Inside
 * Telegram the opened application's main answer is the MainButton and the other the SecondaryButton.
 */
export function AnswerActions({ item, focused, onChanged }: AnswerActionsProps): JSX.Element | null {
  const { http, platform } = useServices();
  const [writing, setWriting] = useState<Writing | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const offer = item.status === 'offer';
  const invited = item.status === 'invited';
  const expired = offer && item.answerBy !== null && new Date(item.answerBy).getTime() <= Date.now();
  const asks = (offer && item.awaitingStudent) || invited;
  const about = `${item.vacancy.title} — ${item.vacancy.companyName}`;

  async function send(kind: Writing | 'accept-offer', answer: StudentAnswer, message: string): Promise<void> {
    setPending(true);
    setError(null);
    const result = await answerApplication(http, {
      id: item.id,
      answer,
      ...(message === '' ? {} : { message }),
    });
    setPending(false);
    if (!result.ok) {
      setError(result.errors?.message ?? result.message);
      if (writing === null) platform.toast('error', result.message);
      return;
    }
    setWriting(null);
    platform.toast('success', DONE_TOASTS[kind]);
    onChanged(result.data);
  }

  async function acceptOffer(): Promise<void> {
    const yes = await platform.confirm({
      title: 'Принять предложение?',
      message: `Компания ${quoted(item.vacancy.companyName)} узнает, что вы принимаете предложение по вакансии ${quoted(item.vacancy.title)}.`,
      confirmText: 'Принимаю',
      cancelText: 'Подумаю',
    });
    if (yes) await send('accept-offer', 'accept', '');
  }

  const main = offer
    ? { text: 'Принимаю', run: () => void acceptOffer(), disabled: expired }
    : { text: 'Предложить другое время', run: () => setWriting('reschedule'), disabled: false };
  const alternative = offer
    ? { text: 'Отказываюсь', run: () => setWriting('decline-offer') }
    : { text: 'Не смогу', run: () => setWriting('decline-invitation') };
  const native = focused && asks;
  const primary = usePrimaryAction({
    text: main.text,
    onAction: main.run,
    disabled: main.disabled,
    loading: pending && writing === null,
    hidden: !native || writing !== null,
  });
  const secondary = useSecondaryAction({
    text: alternative.text,
    onAction: alternative.run,
    loading: false,
    hidden: !native || writing !== null,
  });

  if (!asks) return null;
  const own = !(native && primary.native && secondary.native);
  return (
    <section className="answer-actions" aria-label="Ваш ответ компании">
      {offer && item.answerBy ? (
        <p className={expired ? 'answer-actions__expired' : 'answer-actions__note'}>
          {expired
            ? `Срок ответа истёк ${lastDay(item.answerBy)}: принять предложение уже нельзя. Если ещё хотите, напишите компании.`
            : `Ответьте до ${lastDay(item.answerBy)} включительно.`}
        </p>
      ) : null}
      {invited && item.studentAnswer === 'reschedule' ? (
        <p className="answer-actions__note">Вы попросили другое время. Компания пришлёт новое приглашение.</p>
      ) : null}
      {invited && item.studentAnswer === null ? (
        <p className="answer-actions__note">
          Компания приглашает вас на собеседование: подтвердите время из сообщения или предложите своё.
        </p>
      ) : null}
      {own ? (
        <div className="board-row__actions">
          <Button pending={pending && writing === null} disabled={main.disabled} onClick={main.run}>
            {main.text}
          </Button>
          <Button variant="secondary" onClick={alternative.run}>
            {alternative.text}
          </Button>
        </div>
      ) : null}
      {writing !== null ? (
        <AnswerDialog
          form={FORMS[writing]}
          about={about}
          pending={pending}
          error={error}
          onClose={() => {
            setWriting(null);
            setError(null);
          }}
          onSubmit={(message) =>
            void send(writing, writing === 'reschedule' ? 'reschedule' : 'decline', message)
          }
        />
      ) : null}
    </section>
  );
}
