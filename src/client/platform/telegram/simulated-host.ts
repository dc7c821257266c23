/**
 * A simulated Telegram client for the platform's tests (imported by *.test.ts only): wraps
 * `mockTelegramEnv` from @tma.js/sdk, records every method the Mini App posts and answers the
 * requests the platform makes, asynchronously as a real client does.
 */
import { emitEvent, mockTelegramEnv } from '@tma.js/sdk';
import { launchParamsQuery } from '../test-fixtures';

interface PostedEvent {
  readonly name: string;
  readonly params: unknown;
}

export interface SimulatedHost {
  readonly events: PostedEvent[];
  readonly deviceStorage: Map<string, string>;
  readonly cloudStorage: Map<string, string>;
  /** The button the next popup answers with; undefined = closed without a choice. */
  popupAnswer: string | undefined;
  /** Whether the user accepts Telegram's download prompt. */
  acceptDownloads: boolean;
  /** Raw payloads of the posted events with this name. */
  posted(name: string): unknown[];
  /** The BackButton visibility of every web_app_setup_back_button, in order. */
  backButtonStates(): boolean[];
  /** Emits an event from the host to the Mini App. */
  emit(name: string, payload?: unknown): void;
}

interface SimulatedHostOptions {
  readonly version?: string;
  readonly platform?: string;
  readonly initData?: string;
  /** What CloudStorage holds at launch (values synced from another device or an older version). */
  readonly cloudStorage?: Readonly<Record<string, string>>;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function simulateTelegramHost(options: SimulatedHostOptions = {}): SimulatedHost {
  const events: PostedEvent[] = [];
  const deviceStorage = new Map<string, string>();
  const cloudStorage = new Map<string, string>(Object.entries(options.cloudStorage ?? {}));

  const emit = (name: string, payload?: unknown): void => {
    // A real client answers after the call returns, never inside it.
    setTimeout(() => emitEvent(name, payload), 0);
  };

  function answer(name: string, params: Record<string, unknown>): void {
    const reqId = params.req_id;
    switch (name) {
      case 'web_app_request_viewport':
        emit('viewport_changed', { height: 640, width: 390, is_expanded: true, is_state_stable: true });
        return;
      case 'web_app_request_safe_area':
        emit('safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 });
        return;
      case 'web_app_request_content_safe_area':
        emit('content_safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 });
        return;
      case 'web_app_device_storage_get_key':
        emit('device_storage_key_received', {
          req_id: reqId,
          value: deviceStorage.get(text(params.key)) ?? null,
        });
        return;
      case 'web_app_device_storage_save_key': {
        const value = params.value;
        if (typeof value === 'string') deviceStorage.set(text(params.key), value);
        else deviceStorage.delete(text(params.key));
        emit('device_storage_key_saved', { req_id: reqId });
        return;
      }
      case 'web_app_invoke_custom_method': {
        const args = record(params.params);
        if (params.method === 'saveStorageValue') cloudStorage.set(text(args.key), text(args.value));
        if (params.method === 'deleteStorageValues') {
          const keys = Array.isArray(args.keys) ? args.keys : [];
          for (const key of keys) cloudStorage.delete(text(key));
        }
        let result: unknown = true;
        if (params.method === 'getStorageValues') {
          const keys = Array.isArray(args.keys) ? args.keys.map(text) : [];
          result = Object.fromEntries(keys.map((key) => [key, cloudStorage.get(key) ?? '']));
        }
        emit('custom_method_invoked', { req_id: reqId, result });
        return;
      }
      case 'web_app_open_popup':
        emit('popup_closed', host.popupAnswer === undefined ? {} : { button_id: host.popupAnswer });
        return;
      case 'web_app_request_file_download':
        emit('file_download_requested', host.acceptDownloads ? { status: 'downloading' } : {});
        return;
    }
  }

  const host: SimulatedHost = {
    events,
    deviceStorage,
    cloudStorage,
    popupAnswer: undefined,
    acceptDownloads: true,
    posted: (name) => events.filter((event) => event.name === name).map((event) => event.params),
    backButtonStates: () =>
      host.posted('web_app_setup_back_button').map((params) => record(params).is_visible === true),
    emit,
  };

  mockTelegramEnv({
    launchParams: launchParamsQuery(options),
    resetPostMessage: true,
    onEvent(event) {
      events.push({ name: event.name, params: event.params });
      answer(event.name, record(event.params));
    },
  });
  return host;
}

/** Undoes the simulation between tests. */
export function endTelegramHostSimulation(): void {
  Reflect.deleteProperty(window, 'TelegramWebviewProxy');
  window.sessionStorage.clear();
}
