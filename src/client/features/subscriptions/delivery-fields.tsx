import { type JSX, useId } from 'react';
import type {
  SubscriptionChannel,
  SubscriptionFrequency,
} from '../../../shared/contract/subscription.contract';
import type { TelegramLinkStatus } from '../../../shared/contract/telegram.contract';
import { usePlatform } from '../../lib/services';
import type { Verdict } from '../../lib/use-form';
import { SegmentedControl } from '../../ui/segmented-control';
import { TIME_INVALID, timeToMinute } from './subscription-texts';

export interface Delivery {
  channel: SubscriptionChannel;
  frequency: SubscriptionFrequency;
  /** «HH:MM», Moscow time, for the daily digest. */
  time: string;
}

/** A delivery as the API takes it: the digest's minute of the day, when the time reads as one. */
interface DeliveryInput {
  channel: SubscriptionChannel;
  frequency: SubscriptionFrequency;
  minute: number | null;
}

/** A daily digest needs a time; the rest is chosen from fixed options. */
export function checkDelivery({ channel, frequency, time }: Delivery): Verdict<DeliveryInput> {
  const minute = timeToMinute(time);
  if (frequency === 'daily' && minute === null) return { ok: false, errors: { time: TIME_INVALID } };
  return { ok: true, input: { channel, frequency, minute } };
}

/**
 * Why Telegram cannot be chosen now, or null when it can. `canAsk`: inside the Mini App, which
 * asks for write access itself when the bot may not write yet (lib/write-access.ts).
 */
function telegramUnavailable(status: TelegramLinkStatus | null, canAsk: boolean): string | null {
  if (!status?.linked)
    return 'Telegram не привязан: привяжите его в профиле, чтобы получать уведомления в боте.';
  if (status.botBlocked)
    return 'Бот остановлен: откройте бота и нажмите «Старт», чтобы получать уведомления.';
  if (status.allowsWriteToPm === false && !canAsk)
    return 'Бот ещё не может вам писать: откройте бота в Telegram и нажмите «Старт».';
  return null;
}

/** Telegram when it can be used, else email: what a new subscription starts with. */
export function defaultChannel(status: TelegramLinkStatus | null, canAsk: boolean): SubscriptionChannel {
  return telegramUnavailable(status, canAsk) === null ? 'telegram' : 'email';
}

/**
 * Where and how often alerts come: the channel (which account it is), right away or a daily
 * digest at a chosen time, Moscow time. Native radios and a time input: keyboard and screen
 * readers work as everywhere.
 */
export function DeliveryFields({
  value,
  onChange,
  telegram,
  email,
  timeError,
  onTimeBlur,
}: {
  value: Delivery;
  onChange(next: Delivery): void;
  telegram: TelegramLinkStatus | null;
  email: string;
  timeError: string | undefined;
  onTimeBlur(): void;
}): JSX.Element {
  const timeId = useId();
  const canAsk = usePlatform().kind === 'telegram';
  const blocked = telegramUnavailable(telegram, canAsk);
  const telegramName = telegram?.username ? `@${telegram.username}` : 'ваш аккаунт';
  return (
    <>
      <fieldset className="subscription-channel">
        <legend className="segmented__legend">Куда присылать</legend>
        <label className="check">
          <input
            type="radio"
            name="channel"
            value="telegram"
            checked={value.channel === 'telegram'}
            disabled={blocked !== null}
            onChange={() => onChange({ ...value, channel: 'telegram' })}
          />
          <span>В Telegram — {telegramName}</span>
        </label>
        {blocked ? <p className="field__hint">{blocked}</p> : null}
        <label className="check">
          <input
            type="radio"
            name="channel"
            value="email"
            checked={value.channel === 'email'}
            onChange={() => onChange({ ...value, channel: 'email' })}
          />
          <span>На почту — {email}</span>
        </label>
      </fieldset>
      <SegmentedControl
        legend="Как часто"
        name="frequency"
        value={value.frequency}
        options={[
          { value: 'instant', label: 'Сразу' },
          { value: 'daily', label: 'Раз в день' },
        ]}
        onChange={(frequency) => onChange({ ...value, frequency })}
      />
      {value.frequency === 'daily' ? (
        <div className="field">
          <label className="field__label" htmlFor={timeId}>
            Время подборки (по Москве)
          </label>
          <input
            id={timeId}
            className="field__input subscription-time"
            type="time"
            step={60}
            required
            value={value.time}
            aria-invalid={timeError ? true : undefined}
            aria-describedby={timeError ? `${timeId}-error` : undefined}
            onChange={(event) => onChange({ ...value, time: event.target.value })}
            onBlur={onTimeBlur}
          />
          {timeError ? (
            <p id={`${timeId}-error`} className="field__error">
              {timeError}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
