import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyMask, applyPhoneMask, type MaskResult, toMaskaPattern, useMask, usePhoneMask } from './mask';

describe('applyMask (the mask characters of docs/product.md#input-masks)', () => {
  it('# takes digits only and types the literals', () => {
    expect(applyMask('79161234567', '+7 (###) ###-##-##').masked).toBe('+7 (916) 123-45-67');
    expect(applyMask('9a1b6', '###').masked).toBe('916');
  });

  it('A takes letters of any script, N letters or digits, X anything', () => {
    expect(applyMask('ж1', 'AA').masked).toBe('ж');
    expect(applyMask('Ab12', 'AAAA').masked).toBe('Ab');
    expect(applyMask('я7-', 'NNN').masked).toBe('я7');
    expect(applyMask('-@ ', 'XXX').masked).toBe('-@ ');
  });

  it('? makes the token before it optional', () => {
    expect(applyMask('5', '##?').masked).toBe('5');
    expect(applyMask('5', '##?').completed).toBe(true);
    expect(applyMask('512', '##?').masked).toBe('51');
    expect(applyMask('', '##?').completed).toBe(false);
  });

  it('reports the unmasked value and completeness', () => {
    expect(applyMask('916123', '###-###')).toEqual({
      masked: '916-123',
      unmasked: '916123',
      completed: true,
    });
    expect(applyMask('91', '###-###').completed).toBe(false);
  });

  it('keeps escaped and "!" literals literal', () => {
    expect(applyMask('12', '\\##').masked).toBe('#1');
    expect(toMaskaPattern('#!')).toBe('\uE000!!');
    expect(applyMask('12', '#!#').masked).toBe('1!2');
  });
});

afterEach(cleanup);

function MaskedInput({ onValue }: { onValue: (result: MaskResult) => void }) {
  const ref = useMask('##.##.####', onValue);
  return <input aria-label="Дата" ref={ref} />;
}

describe('useMask', () => {
  it('masks what the user types', async () => {
    const onValue = vi.fn<(result: MaskResult) => void>();
    render(<MaskedInput onValue={onValue} />);
    const input = screen.getByLabelText<HTMLInputElement>('Дата');
    input.value = '01022025';
    fireEvent.input(input);
    expect(input.value).toBe('01.02.2025');
    expect(onValue).toHaveBeenLastCalledWith({ masked: '01.02.2025', unmasked: '01022025', completed: true });
  });
});

function PhoneInput({ onValue }: { onValue: (result: MaskResult) => void }) {
  const ref = usePhoneMask(onValue);
  return <input aria-label="Телефон" ref={ref} />;
}

describe('the phone mask', () => {
  const SPELLINGS = [
    '89161234567',
    '8 916 123 45 67',
    '+7 916 123-45-67',
    '+79161234567',
    '79161234567',
    '9161234567',
  ];

  it('writes 8…, +7…, 7… and 9… as one number', () => {
    for (const typed of SPELLINGS) expect(applyPhoneMask(typed).masked, typed).toBe('+7 (916) 123-45-67');
    expect(applyPhoneMask('8').masked).toBe('+7');
    // Landlines where allowed: a leading 8 waits for the eleventh digit.
    expect(applyPhoneMask('8 812 123 45 67', 'any').masked).toBe('+7 (812) 123-45-67');
    expect(applyPhoneMask('8121234567', 'any').masked).toBe('+7 (812) 123-45-67');
  });

  it('on paste', () => {
    for (const typed of SPELLINGS) {
      const onValue = vi.fn<(result: MaskResult) => void>();
      render(<PhoneInput onValue={onValue} />);
      const input = screen.getByLabelText<HTMLInputElement>('Телефон');
      input.value = typed;
      fireEvent.input(input);
      expect(input.value, typed).toBe('+7 (916) 123-45-67');
      expect(onValue).toHaveBeenLastCalledWith(
        expect.objectContaining({ masked: '+7 (916) 123-45-67', completed: true }),
      );
      cleanup();
    }
  });

  it('on typing, one key at a time', () => {
    for (const typed of SPELLINGS) {
      render(<PhoneInput onValue={() => {}} />);
      const input = screen.getByLabelText<HTMLInputElement>('Телефон');
      for (const key of typed) {
        input.value += key;
        fireEvent.input(input);
      }
      expect(input.value, typed).toBe('+7 (916) 123-45-67');
      cleanup();
    }
  });
});
