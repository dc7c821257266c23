import { type JSX, useId, useState } from 'react';
import { Link } from 'wouter';
import type { SubscriptionItem } from '../../../shared/contract/subscription.contract';
import type { TelegramLinkStatus } from '../../../shared/contract/telegram.contract';
import { pluralRu } from '../../../shared/format';
import { accountAtom } from '../../lib/app-state';
import { useServices } from '../../lib/services';
import { useAtomValue } from '../../lib/store';
import { useForm } from '../../lib/use-form';
import { askWriteAccessIfNeeded } from '../../lib/write-access';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { checkDelivery, DeliveryFields } from './delivery-fields';
import {
  channelText,
  frequencyText,
  listHref,
  minuteToTime,
  summariseQuery,
  WRITE_ACCESS_DENIED,
} from './subscription-texts';
import { destroySubscription, type FilterNames, updateSubscription } from './subscriptions-api';

export const DELETED_TOAST = 'Подписка удалена.';

interface RowProps {
  item: SubscriptionItem;
  /** «Подписка 2»: the row's accessible name when the filters are long. */
  position: number;
  names: FilterNames | undefined;
  telegram: TelegramLinkStatus | null;
  onChanged(item: SubscriptionItem): void;
  onDeleted(): void;
}

/** One saved search: what it matches, how it is delivered, and its actions. */
export function SubscriptionRow({
  item,
  position,
  names,
  telegram,
  onChanged,
  onDeleted,
}: RowProps): JSX.Element {
  const { http, platform } = useServices();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const summary = summariseQuery(item.query, names);

  async function pause(): Promise<void> {
    setPending(true);
    setError(null);
    const result = await updateSubscription(http, { id: item.id, paused: !item.paused });
    setPending(false);
    if (!result.ok) return setError(result.message);
    platform.toast('success', result.data.paused ? 'Подписка приостановлена.' : 'Подписка снова работает.');
    onChanged(result.data);
  }

  async function remove(): Promise<void> {
    const sure = await platform.confirm({
      title: 'Удалить подписку?',
      message: `${summary.join('; ')}. Новые вакансии по этим фильтрам больше не придут.`,
      confirmText: 'Удалить',
      cancelText: 'Оставить',
      destructive: true,
    });
    if (!sure) return;
    setPending(true);
    const result = await destroySubscription(http, item.id);
    setPending(false);
    // Already gone (another tab): the list drops it all the same.
    if (result.ok || result.status === 404) {
      platform.toast('success', DELETED_TOAST);
      onDeleted();
      return;
    }
    setError(result.message);
  }

  return (
    <li className="subscription-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="subscription-card__title">
        <span className="visually-hidden">Подписка {position}: </span>
        {summary[0]}
      </h2>
      {summary.length > 1 ? (
        <ul className="subscription-summary">
          {summary.slice(1).map((part) => (
            <li key={part}>{part}</li>
          ))}
        </ul>
      ) : null}
      <p className="subscription-card__meta">
        {channelText(item.channel)} · {frequencyText(item)}
        {item.paused ? <span className="status-badge subscription-card__paused"> На паузе</span> : null}
      </p>
      <p className="subscription-card__found">
        <Link href={listHref(item.query)}>Открыть вакансии по этим фильтрам</Link>
        {item.unseen > 0 ? (
          <span className="subscription-card__new">
            {' '}
            · {pluralRu(item.unseen, ['новая', 'новых', 'новых'])}
          </span>
        ) : null}
      </p>
      <FormAlert message={error} />
      {editing ? (
        <EditForm
          item={item}
          telegram={telegram}
          onCancel={() => setEditing(false)}
          onSaved={(next) => {
            setEditing(false);
            onChanged(next);
          }}
        />
      ) : (
        <div className="subscription-card__actions">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Изменить
          </Button>
          <Button variant="secondary" pending={pending} onClick={() => void pause()}>
            {item.paused ? 'Возобновить' : 'Приостановить'}
          </Button>
          <Button variant="ghost" disabled={pending} onClick={() => void remove()}>
            Удалить
          </Button>
        </div>
      )}
    </li>
  );
}

/** Channel, frequency and time; the filters are changed from /vacancies/ (docs/decisions/023). */
function EditForm({
  item,
  telegram,
  onCancel,
  onSaved,
}: {
  item: SubscriptionItem;
  telegram: TelegramLinkStatus | null;
  onCancel(): void;
  onSaved(item: SubscriptionItem): void;
}): JSX.Element {
  const { http, platform } = useServices();
  const account = useAtomValue(accountAtom);
  const form = useForm({
    initial: { channel: item.channel, frequency: item.frequency, time: minuteToTime(item.digestMinute) },
    check: checkDelivery,
  });
  const submit = form.onSubmit({
    async call({ channel, frequency, minute }) {
      if (channel === 'telegram' && item.channel !== 'telegram') {
        const answer = await askWriteAccessIfNeeded(platform, http, telegram ?? undefined);
        if (answer === 'denied') return { ok: false, message: WRITE_ACCESS_DENIED };
      }
      return updateSubscription(http, {
        id: item.id,
        channel,
        frequency,
        ...(minute === null ? {} : { digestMinute: minute }),
      });
    },
    done(saved) {
      platform.toast('success', 'Подписка сохранена.');
      onSaved(saved);
    },
    alert: 'message',
  });

  return (
    <form
      ref={form.formRef}
      className="form subscription-edit"
      aria-label="Изменить подписку"
      noValidate
      onSubmit={submit}
    >
      <FormAlert message={form.alert} />
      <DeliveryFields
        value={form.values}
        onChange={(next) => form.update(() => next)}
        telegram={telegram}
        email={account?.email ?? 'адрес из профиля'}
        timeError={form.errorOf('time')}
        onTimeBlur={() => form.touch('time')}
      />
      <p className="field__hint">
        Чтобы изменить фильтры, откройте вакансии по этой подписке, поправьте фильтры и подпишитесь снова.
      </p>
      <div className="subscription-card__actions">
        <Button variant="secondary" onClick={onCancel}>
          Отмена
        </Button>
        <Button type="submit" pending={form.pending}>
          Сохранить
        </Button>
      </div>
    </form>
  );
}
