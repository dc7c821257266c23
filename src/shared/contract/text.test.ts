import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTERS_MESSAGE,
  findControlCharacters,
  hasControlCharacters,
  LINE_BREAK_MESSAGE,
  multiLine,
  singleLine,
} from './text';

describe('control characters in text', () => {
  it('refuses C0, DEL and C1; tab and line breaks only in multi-line text', () => {
    for (const control of ['\u0000', '\u0001', '\u001B', '\u007F', '\u0085', '\u009F']) {
      expect(hasControlCharacters(`a${control}b`, true), JSON.stringify(control)).toBe(true);
      expect(hasControlCharacters(`a${control}b`, false), JSON.stringify(control)).toBe(true);
    }
    for (const spacing of ['\t', '\n', '\r\n']) {
      expect(hasControlCharacters(`a${spacing}b`, true)).toBe(false);
      expect(hasControlCharacters(`a${spacing}b`, false)).toBe(true);
    }
    expect(hasControlCharacters('a\u2028b', false)).toBe(true);
    for (const text of ['Привет, мир!', '👩‍💻🇷🇺', 'е\u0301', '\u00A0«ёлка»', '']) {
      expect(hasControlCharacters(text, false), text).toBe(false);
    }
  });

  it('refuses a lone surrogate but keeps characters outside the BMP', () => {
    for (const lone of ['\udc00', '\ud800', 'a\ud83d', '\ude00b', '\udc00\udc00', '\ud83d\ud83d']) {
      expect(hasControlCharacters(lone, true), JSON.stringify(lone)).toBe(true);
      expect(hasControlCharacters(lone, false), JSON.stringify(lone)).toBe(true);
    }
    expect(hasControlCharacters('\ud83d\ude00 ок 𝔸', false)).toBe(false);
    expect(v.safeParse(v.pipe(v.string(), singleLine), 'Иван\udc00').issues?.[0]?.message).toBe(
      CONTROL_CHARACTERS_MESSAGE,
    );
    expect(findControlCharacters({ name: 'ok', about: ['x\udc00'] }, true)).toBe('about.0');
  });

  it('says what to do, in Russian, per kind of field', () => {
    const name = v.pipe(v.string(), singleLine);
    const about = v.pipe(v.string(), multiLine);
    expect(v.safeParse(name, 'Иван\nПетров').issues?.[0]?.message).toBe(LINE_BREAK_MESSAGE);
    expect(v.safeParse(name, 'Иван\u0000').issues?.[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(v.safeParse(about, 'строка\nстрока\tещё').success).toBe(true);
    expect(v.safeParse(about, 'строка\u0007').issues?.[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('finds the first field holding one, anywhere in a body, keys included', () => {
    expect(findControlCharacters({ a: 'ok', b: ['ok', { c: 'x\u0000' }] }, true)).toBe('b.1.c');
    expect(findControlCharacters({ first: 'a\u0001', second: 'b\u0001' }, true)).toBe('first');
    expect(findControlCharacters({ 'ke\u0000y': 'ok' }, true)).toBe('ke\u0000y');
    expect(findControlCharacters('\u0000', true)).toBe('body');
    expect(findControlCharacters({ text: 'a\nb' }, true)).toBeNull();
    expect(findControlCharacters({ q: 'a\nb' }, false)).toBe('q');
    expect(findControlCharacters([1, null, true, { n: 2 }], true)).toBeNull();
  });

  it('walks a body nested far past the call stack', () => {
    const depth = 50_000;
    const deep = JSON.parse(`${'{"a":'.repeat(depth)}"x\\u0000"${'}'.repeat(depth)}`) as unknown;
    expect(findControlCharacters(deep, true)?.split('.').length).toBe(depth);
    const deepArray = JSON.parse(`${'['.repeat(depth)}1${']'.repeat(depth)}`) as unknown;
    expect(findControlCharacters(deepArray, true)).toBeNull();
  });
});
