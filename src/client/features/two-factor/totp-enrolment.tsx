import { type JSX, useState } from 'react';
import type { SecondFactorPassed, TotpEnrolment } from '../../../shared/contract/two-factor.contract';
import { useServices } from '../../lib/services';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { usePromptError } from '../../ui/use-prompt-error';
import { CodeForm } from './code-form';
import { confirmTotp, startTotp } from './two-factor-api';

/** The secret in groups of four: easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Enrolment of an authenticator app: the secret and the otpauth:// link are shown here once; the
 * first code from the app confirms it and brings the recovery codes.
 */
export function TotpEnrolmentStep({
  onPassed,
}: {
  onPassed(session: SecondFactorPassed): void;
}): JSX.Element {
  const { http } = useServices();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  // A refusal buzzes once inside Telegram, as a refused form does (docs/telegram-pitfalls.md).
  const alert = usePromptError();
  const [pending, setPending] = useState(false);

  async function start(): Promise<void> {
    setPending(true);
    alert.clear();
    const result = await startTotp(http);
    setPending(false);
    if (result.ok) setEnrolment(result.data);
    else alert.refuse(result.message);
  }

  if (!enrolment) {
    return (
      <div className="form">
        <FormAlert message={alert.error ?? null} />
        <p>
          Администратору нужен второй фактор. Установите приложение-аутентификатор (Яндекс Ключ, Google
          Authenticator, Aegis или другое) и добавьте в него ключ.
        </p>
        <Button pending={pending} block onClick={() => void start()}>
          Настроить приложение
        </Button>
      </div>
    );
  }
  return (
    <div className="form">
      <ol className="two-factor__steps">
        <li>
          На телефоне откройте <a href={enrolment.uri}>ссылку для приложения</a> или добавьте ключ вручную:
          <code className="two-factor__secret" data-testid="totp-secret">
            {grouped(enrolment.secret)}
          </code>
          Ключ показывается один раз: никому его не передавайте.
        </li>
        <li>Введите 6 цифр, которые покажет приложение.</li>
      </ol>
      <CodeForm
        label="Код из приложения"
        hint="6 цифр, меняются каждые 30 секунд."
        digitsOnly
        submitText="Подтвердить"
        send={(code) => confirmTotp(http, code)}
        onPassed={onPassed}
      />
    </div>
  );
}
