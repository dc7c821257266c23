import type { JSX } from 'react';
import { APPLICATION_MESSAGE_MAX } from '../../../../shared/contract/application.contract';
import { pluralRu } from '../../../../shared/format';
import { useReasonPrompt } from '../../../ui/reason-prompt';
import { RejectionTemplates } from './rejection-templates';

const APPLICATIONS: readonly [string, string, string] = ['отклику', 'откликам', 'откликам'];

/**
 * One refusal message for a bulk «Отказать выбранным»: the board's written-reason dialog
 * (ui/reason-prompt.tsx) with the refusal templates above the field. `ask` resolves with the
 * trimmed message, or null when cancelled; the screen renders `dialog`.
 */
export function useRejectPrompt(): {
  ask(count: number): Promise<string | null>;
  dialog: JSX.Element | null;
} {
  const prompt = useReasonPrompt();
  const ask = (count: number) =>
    prompt.ask({
      title: `Отказать ${pluralRu(count, APPLICATIONS)}?`,
      label: 'Сообщение об отказе (одно для всех, придёт каждому студенту)',
      confirmText: 'Отказать',
      max: APPLICATION_MESSAGE_MAX,
      emptyError: 'Напишите студентам причину отказа или выберите шаблон.',
      tooLongError: `Сообщение не длиннее ${APPLICATION_MESSAGE_MAX} символов.`,
      templates: (fill) => <RejectionTemplates onPick={fill} />,
    });
  return { ask, dialog: prompt.dialog };
}
