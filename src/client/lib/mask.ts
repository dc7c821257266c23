/**
 * The one owner of maska (docs/design.md#boundaries). The specification's mask language
 * (docs/product.md#input-masks) differs from maska's own, so masks are translated here and nothing else in
 * the app knows maska's syntax:
 *
 *   #  a digit          A  a letter (any script: Cyrillic too)
 *   N  a letter or digit X  any character
 *   ?  after one of the four: that position is optional ("##?" is one or two digits)
 *   \  before any character: that character literally ("\#" is a hash sign)
 *
 * Every other character is a literal that the mask types for the user ("+7 (###) ###-##-##").
 */
import { Mask, type MaskaDetail, MaskInput, type MaskTokens } from 'maska';
import { useCallback } from 'react';
import { nationalPhoneDigits, PHONE_MASK, type PhoneKind } from '../../shared/phone';

const PATTERNS = {
  '#': /\d/,
  A: /\p{L}/u,
  N: /[\p{L}\p{Nd}]/u,
  X: /[\s\S]/u,
} as const;
type TokenChar = keyof typeof PATTERNS;

/**
 * maska's token keys are single characters and its escape sign is "!". Tokens get private-use
 * code points, so no literal of a mask can ever be mistaken for one.
 */
const REQUIRED: Record<TokenChar, string> = { '#': '\uE000', A: '\uE001', N: '\uE002', X: '\uE003' };
const OPTIONAL: Record<TokenChar, string> = { '#': '\uE010', A: '\uE011', N: '\uE012', X: '\uE013' };
const MASKA_ESCAPE = '!';

function isTokenChar(char: string | undefined): char is TokenChar {
  return char === '#' || char === 'A' || char === 'N' || char === 'X';
}

const TOKENS: MaskTokens = Object.fromEntries(
  (Object.keys(PATTERNS) as TokenChar[]).flatMap((char) => [
    [REQUIRED[char], { pattern: PATTERNS[char] }],
    [OPTIONAL[char], { pattern: PATTERNS[char], optional: true }],
  ]),
);

/** Translates a mask of docs/product.md#input-masks into maska's syntax. Exported for tests. */
export function toMaskaPattern(mask: string): string {
  const chars = Array.from(mask);
  let out = '';
  for (let index = 0; index < chars.length; index += 1) {
    const char = chars[index] ?? '';
    if (char === '\\' && index + 1 < chars.length) {
      index += 1;
      out += MASKA_ESCAPE + (chars[index] ?? '');
    } else if (isTokenChar(char)) {
      const optional = chars[index + 1] === '?';
      out += optional ? OPTIONAL[char] : REQUIRED[char];
      if (optional) index += 1;
    } else {
      // maska reads "!" as its escape sign: a literal "!" must be escaped itself.
      out += char === MASKA_ESCAPE ? MASKA_ESCAPE + MASKA_ESCAPE : char;
    }
  }
  return out;
}

export interface MaskResult {
  /** What the input shows: the value with the mask's literals. */
  masked: string;
  /** Only the characters typed into token positions. */
  unmasked: string;
  /** Every required position is filled. */
  completed: boolean;
}

/** How many token positions must be filled: maska counts optional ones as required. */
function requiredCount(mask: string): number {
  const chars = Array.from(mask);
  let count = 0;
  for (let index = 0; index < chars.length; index += 1) {
    const char = chars[index];
    if (char === '\\') index += 1;
    else if (isTokenChar(char) && chars[index + 1] !== '?') count += 1;
  }
  return count;
}

/** Rewrites what was typed or pasted before the mask reads it (a phone's «8» prefix). */
type PreProcess = (value: string) => string;

function makeMask(mask: string): Mask {
  return new Mask({ mask: toMaskaPattern(mask), tokens: TOKENS, tokensReplace: true });
}

/** Applies a mask to a whole value (for formatting stored values, or controlled inputs). */
export function applyMask(raw: string, mask: string, preProcess?: PreProcess): MaskResult {
  // maska's own preProcess runs only in MaskInput: a whole value is rewritten here.
  const value = preProcess ? preProcess(raw) : raw;
  const instance = makeMask(mask);
  const unmasked = instance.unmasked(value);
  return {
    masked: instance.masked(value),
    unmasked,
    completed: Array.from(unmasked).length >= requiredCount(mask),
  };
}

/**
 * Masks an <input> as the user types, keeping the caret where it belongs. Returns a ref
 * callback. The input should be uncontrolled (defaultValue): React's controlled value would fight
 * the mask's own writes. `onValue` hears every change.
 */
export function useMask(
  mask: string,
  onValue?: (result: MaskResult) => void,
  preProcess?: PreProcess,
): (input: HTMLInputElement | null) => (() => void) | undefined {
  return useCallback(
    (input: HTMLInputElement | null) => {
      if (input === null) return undefined;
      const handle = new MaskInput(input, {
        mask: toMaskaPattern(mask),
        tokens: TOKENS,
        tokensReplace: true,
        ...(preProcess ? { preProcess } : {}),
        onMaska: (detail: MaskaDetail) =>
          onValue?.({
            ...detail,
            completed: Array.from(detail.unmasked).length >= requiredCount(mask),
          }),
      });
      return () => handle.destroy();
    },
    [mask, onValue, preProcess],
  );
}

/**
 * The phone mask reads the number the way shared/phone.ts does: «8 916…», «+7 916…», «7916…» and
 * «916…», typed or pasted, all become «+7 (916) …» (maska alone would keep the 8 as a digit).
 */
export const phonePreProcess: Record<PhoneKind, PreProcess> = {
  mobile: (value) => phoneMaskInput(value, 'mobile'),
  any: (value) => phoneMaskInput(value, 'any'),
};

function phoneMaskInput(value: string, kind: PhoneKind): string {
  const national = nationalPhoneDigits(value, kind);
  if (national !== '') return `+7${national}`;
  // Only the prefix so far («8», «+7 (8»): show «+7» and wait for the number itself.
  return /\d/.test(value) ? '+7' : value;
}

/** A phone field's mask (PHONE_MASK) as the user types or pastes; see useMask. */
export function usePhoneMask(
  onValue?: (result: MaskResult) => void,
  kind: PhoneKind = 'mobile',
): (input: HTMLInputElement | null) => (() => void) | undefined {
  return useMask(PHONE_MASK, onValue, phonePreProcess[kind]);
}

/** The phone mask over a whole value: for controlled inputs and stored numbers. */
export function applyPhoneMask(value: string, kind: PhoneKind = 'mobile'): MaskResult {
  return applyMask(value, PHONE_MASK, phonePreProcess[kind]);
}

/**
 * A stored number (+7XXXXXXXXXX) as the phone mask shows it: the student's profile and the
 * company's account both prefill their phone field with it.
 */
export const maskedPhone = (phone: string | null): string =>
  phone ? applyPhoneMask(phone, 'any').masked : '';
