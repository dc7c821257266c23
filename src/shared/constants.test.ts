import { describe, expect, it } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  FADE_MS,
  RECENT_VACANCIES_TTL_MS,
  SESSION_GLOBAL,
  STORAGE_KEYS,
  TOAST_DURATION_MS,
  TOAST_POSITION,
  XHR_HEADER,
  XHR_HEADER_VALUE,
} from './constants';
import { formatMessage, messages, minutesRu } from './messages';

// The literal values of the specification: other tests use the constants, these pin them.
describe('the specification constants (docs/product.md#stored-data, #start-up-and-logout, #api-calls, #constants)', () => {
  it('keep their values', () => {
    expect(RECENT_VACANCIES_TTL_MS).toBe(3_600_000);
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(TOAST_POSITION).toBe('bottom-right');
    expect(FADE_MS).toBe(150);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(XHR_HEADER).toBe('X-Requested-With');
    expect(XHR_HEADER_VALUE).toBe('XMLHttpRequest');
    expect(STORAGE_KEYS).toEqual({
      auth: 'auth',
      favourites: 'favourites',
      recentVacancies: 'recent_vacancies',
      telegramSession: 'telegram_session',
    });
    expect(SESSION_GLOBAL).toBe('__SESSION_TOKEN__');
  });
});

describe('the error catalogue (docs/product.md#error-catalogue)', () => {
  it('says what the specification says, word for word', () => {
    expect(messages.sessionExpired).toBe('Пожалуйста, авторизуйтесь снова!');
    expect(messages.logoutFailed).toBe('Произошла ошибка при выходе из аккаунта!');
    expect(messages.recentVacanciesFailed).toBe('Произошла ошибка при получении новых вакансий!');
  });
});

describe('message helpers', () => {
  it('fill placeholders and leave unknown ones', () => {
    expect(formatMessage('через {minutes}, {other}', { minutes: '5 минут' })).toBe('через 5 минут, {other}');
  });

  it('decline minutes after «через»', () => {
    expect([1, 2, 5, 11, 15, 21, 22].map(minutesRu)).toEqual([
      '1 минуту',
      '2 минуты',
      '5 минут',
      '11 минут',
      '15 минут',
      '21 минуту',
      '22 минуты',
    ]);
  });
});
