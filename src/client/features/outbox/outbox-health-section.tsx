import { type JSX, useState } from 'react';
import type { OutboxFailure, OutboxHealth } from '../../../shared/contract/outbox.contract';
import { csvDateTime } from '../../../shared/moscow-time';
import { useResource } from '../../lib/server-state';
import { useServices } from '../../lib/services';
import { Button } from '../../ui/button';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { errorHint, fetchOutboxHealth, retryOutboxMessages, topicLabel } from './outbox-api';

/**
 * «Исходящие сообщения» on the admin's board home (issue 13, docs/decisions/022-durable-outbox.md):
 * how many mails and bot messages wait, wait for a retry or failed, and why the latest failed,
 * with «Отправить снова» for the failed ones. No recipients or texts: the server never sends them.
 */
export function OutboxHealthSection(): JSX.Element {
  const { http } = useServices();
  const health = useResource('outbox-health', () => fetchOutboxHealth(http));
  return (
    <section className="board-home__block outbox-health" aria-labelledby="outbox-health-title">
      <h2 id="outbox-health-title">Исходящие сообщения</h2>
      {health.status === 'loading' ? <ListSkeleton count={1} label="Проверяем очередь сообщений…" /> : null}
      {health.status === 'error' ? (
        <ErrorState
          title="Не удалось проверить очередь"
          message={health.message}
          onRetry={health.reload}
          code={health.code}
        />
      ) : null}
      {health.status === 'ready' ? <HealthView health={health.data} onChanged={health.reload} /> : null}
    </section>
  );
}

function ageText(seconds: number | null): string {
  if (seconds === null) return 'нет';
  if (seconds < 60) return 'меньше минуты';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} мин`;
  return `${Math.floor(seconds / 3600)} ч ${Math.floor((seconds % 3600) / 60)} мин`;
}

function HealthView({ health, onChanged }: { health: OutboxHealth; onChanged: () => void }): JSX.Element {
  return (
    <>
      <dl className="outbox-health__counts">
        <div>
          <dt>Ждут отправки</dt>
          <dd>{health.waiting}</dd>
        </div>
        <div>
          <dt>Ждут повтора</dt>
          <dd>{health.retrying}</dd>
        </div>
        <div>
          <dt>Не отправлены</dt>
          <dd>{health.failed}</dd>
        </div>
        <div>
          <dt>Самое старое ждёт</dt>
          <dd>{ageText(health.oldestWaitingSeconds)}</dd>
        </div>
      </dl>
      {health.failures.length === 0 ? (
        <p className="muted">Сбоев нет: письма и сообщения бота уходят.</p>
      ) : (
        <FailureList failures={health.failures} onChanged={onChanged} />
      )}
    </>
  );
}

function FailureList({
  failures,
  onChanged,
}: {
  failures: OutboxFailure[];
  onChanged: () => void;
}): JSX.Element {
  const { http } = useServices();
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState('');
  const failedIds = failures.filter((item) => item.state === 'failed').map((item) => item.id);
  const retry = async () => {
    setPending(true);
    const result = await retryOutboxMessages(http, failedIds);
    setPending(false);
    if (!result.ok) {
      setStatus(result.message);
      return;
    }
    setStatus(`Отправим снова: ${result.data.retried}.`);
    onChanged();
  };
  return (
    <>
      <h3 className="outbox-health__subtitle">Последние сбои</h3>
      <ul className="outbox-health__failures">
        {failures.map((item) => (
          <li key={item.id} className="outbox-health__failure">
            <strong>{topicLabel(item.topic)}</strong>
            <span>
              {item.channel === 'telegram' ? 'Telegram' : 'Почта'} · попыток: {item.attempts} ·{' '}
              {item.state === 'failed' ? 'не отправлено' : 'следующая попытка'}{' '}
              {csvDateTime(new Date(item.at))} (МСК)
            </span>
            <span className="muted">
              {item.lastError ? <code>{item.lastError}</code> : null} {errorHint(item.lastError)}
            </span>
          </li>
        ))}
      </ul>
      {failedIds.length > 0 ? (
        <div>
          <Button variant="secondary" pending={pending} onClick={() => void retry()}>
            Отправить снова ({failedIds.length})
          </Button>
        </div>
      ) : null}
      <p className="muted" role="status">
        {status}
      </p>
    </>
  );
}
