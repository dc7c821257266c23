import type { JSX } from 'react';
import type { ApplicationItem } from '../../../../shared/contract/application.contract';
import { quoted } from '../../../../shared/format';
import { lastMoscowDay } from '../../../../shared/moscow-time';
import { useServices } from '../../../lib/services';
import { AnswerButtons } from './answer-buttons';
import { useAnswerSender } from './use-answer-sender';

interface OfferAnswerProps {
  item: ApplicationItem;
  native: boolean;
  onChanged(item: ApplicationItem): void;
}

/** «Принимаю» (before the deadline) or «Отказываюсь» with a reason (docs/decisions/059). */
export function OfferAnswer({ item, native, onChanged }: OfferAnswerProps): JSX.Element {
  const { platform } = useServices();
  const sender = useAnswerSender(item, onChanged);
  const expired = item.answerBy !== null && new Date(item.answerBy).getTime() <= Date.now();

  async function accept(): Promise<void> {
    const yes = await platform.confirm({
      title: 'Принять предложение?',
      message: `Компания ${quoted(item.vacancy.companyName)} узнает, что вы принимаете предложение по вакансии ${quoted(item.vacancy.title)}.`,
      confirmText: 'Принимаю',
      cancelText: 'Подумаю',
    });
    if (yes) await sender.send('accept-offer');
  }

  return (
    <>
      {item.answerBy ? (
        <p className={expired ? 'answer-actions__expired' : 'answer-actions__note'}>
          {expired
            ? `Срок ответа истёк ${lastMoscowDay(item.answerBy)}: принять предложение уже нельзя. Если ещё хотите, напишите компании.`
            : `Ответьте до ${lastMoscowDay(item.answerBy)} включительно.`}
        </p>
      ) : null}
      <AnswerButtons
        main={{ text: 'Принимаю', run: () => void accept(), disabled: expired }}
        alternative={{ text: 'Отказываюсь', run: () => sender.open('decline-offer') }}
        native={native}
        pending={sender.pending && sender.writing === null}
        covered={sender.writing !== null}
      />
      {sender.dialog}
    </>
  );
}
