import { type JSX, useState } from 'react';
import type { SecondFactorChallenge, SecondFactorPassed } from '../../../shared/contract/two-factor.contract';
import { useServices } from '../../lib/services';
import { SegmentedControl, type SegmentOption } from '../../ui/segmented-control';
import { CodeForm } from './code-form';
import { RecoveryCodes } from './recovery-codes';
import { TelegramConfirm } from './telegram-confirm';
import { TotpEnrolmentStep } from './totp-enrolment';
import { verifyCode } from './two-factor-api';

interface SecondFactorStepProps {
  challenge: SecondFactorChallenge;
  /** The full session: remember it and go on, as after any sign-in. */
  onPassed(session: SecondFactorPassed): void | Promise<void>;
}

type Method = 'totp' | 'telegram';
const METHODS: readonly SegmentOption<Method>[] = [
  { value: 'totp', label: 'Приложение' },
  { value: 'telegram', label: 'Telegram' },
];

/**
 * After the admin's password (docs/decisions/016): enrol an authenticator app or the bot's
 * confirmation (the admin chooses when Telegram is linked), or pass the enrolled one — or a
 * recovery code. The session before this step opens nothing else.
 */
export function SecondFactorStep({ challenge, onPassed }: SecondFactorStepProps): JSX.Element {
  const { http } = useServices();
  const [enrolled, setEnrolled] = useState<SecondFactorPassed | null>(null);
  const [method, setMethod] = useState<Method>('totp');
  const passed = (session: SecondFactorPassed) =>
    session.recoveryCodes ? setEnrolled(session) : void onPassed(session);

  if (enrolled?.recoveryCodes) {
    return <RecoveryCodes codes={enrolled.recoveryCodes} onDone={() => void onPassed(enrolled)} />;
  }
  if (challenge.secondFactor === 'enrol') {
    const choice = challenge.methods.includes('telegram') ? (
      <SegmentedControl<Method>
        legend="Второй фактор"
        name="method"
        value={method}
        options={METHODS}
        onChange={setMethod}
      />
    ) : null;
    return (
      <div className="form">
        {choice}
        {method === 'telegram' && choice ? (
          <TelegramConfirm onPassed={passed} />
        ) : (
          <TotpEnrolmentStep onPassed={passed} />
        )}
      </div>
    );
  }
  const byBot = challenge.methods.includes('telegram');
  return (
    <div className="form">
      {byBot ? <TelegramConfirm onPassed={passed} /> : null}
      <CodeForm
        label={byBot ? 'Резервный код' : 'Код из приложения или резервный код'}
        hint={
          byBot
            ? 'Если Telegram недоступен: резервный код вида abcde-fghij.'
            : '6 цифр из приложения-аутентификатора или резервный код вида abcde-fghij.'
        }
        digitsOnly={false}
        submitText="Войти"
        send={(code) => verifyCode(http, code)}
        onPassed={passed}
      />
    </div>
  );
}
