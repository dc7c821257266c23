import { describe, expect, it } from 'vitest';
import { parseTextQuery } from './text-query';
import { rankedWords } from './text-rank';

describe('parseTextQuery', () => {
  it('reads AND, OR and NOT with their precedence, and keeps words as leaves', () => {
    expect(parseTextQuery(`'программист' & !'стажировк'`)).toEqual({
      kind: 'and',
      left: { kind: 'leaf', text: `'программист'` },
      right: { kind: 'not', child: { kind: 'leaf', text: `'стажировк'` } },
    });
    expect(parseTextQuery(`'питон' | 'python' | 'аналитик' & ( 'джав' | 'java' )`)).toEqual({
      kind: 'or',
      left: {
        kind: 'or',
        left: { kind: 'leaf', text: `'питон'` },
        right: { kind: 'leaf', text: `'python'` },
      },
      right: {
        kind: 'and',
        left: { kind: 'leaf', text: `'аналитик'` },
        right: {
          kind: 'or',
          left: { kind: 'leaf', text: `'джав'` },
          right: { kind: 'leaf', text: `'java'` },
        },
      },
    });
  });

  it('asks a phrase whole, with its grouping, weights and prefixes', () => {
    expect(parseTextQuery(`'python' & !'junior' | 'машин' <-> 'обучен'`)).toEqual({
      kind: 'or',
      left: {
        kind: 'and',
        left: { kind: 'leaf', text: `'python'` },
        right: { kind: 'not', child: { kind: 'leaf', text: `'junior'` } },
      },
      right: { kind: 'leaf', text: `'машин' <-> 'обучен'` },
    });
    expect(parseTextQuery(`( 'a' | 'b' ) <2> 'c':*AB & 'd''s'`)).toEqual({
      kind: 'and',
      left: { kind: 'leaf', text: `( 'a' | 'b' ) <2> 'c':*AB` },
      right: { kind: 'leaf', text: `'d''s'` },
    });
  });

  it('leaves what it does not know to the database', () => {
    expect(parseTextQuery('')).toBeNull();
    expect(parseTextQuery(`'a' &`)).toBeNull();
    expect(parseTextQuery(`( 'a'`)).toBeNull();
    expect(parseTextQuery(`'a' 'b'`)).toBeNull();
    expect(parseTextQuery(`a & b`)).toBeNull();
  });
});

describe('rankedWords', () => {
  it('counts the words and phrases a vacancy may have, never one under «-»', () => {
    expect(rankedWords(`'python' & !'junior' | 'машин' <-> 'обучен'`)).toEqual([
      `'python'`,
      `'машин' <-> 'обучен'`,
    ]);
    expect(rankedWords(`!'стажировк'`)).toEqual([]);
    expect(rankedWords(`unparsable`)).toEqual(['unparsable']);
  });
});
