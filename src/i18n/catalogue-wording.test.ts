// Texts that must agree across a catalogue, as a native reader would hold them to: one name for
// the bank on every screen (in Japanese and Korean the home tile once said バンク/뱅크 and the
// page 銀行/은행; a savings product that is not a licensed bank keeps the katakana name), and in
// Japanese money is an amount (金額, 〜額), never a quantity of goods (数量).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

function texts(locale: string): Map<string, string> {
  const tree = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../locales', locale, 'translation.json'), 'utf8')) as Tree;
  const out = new Map<string, string>();
  const walk = (node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') out.set(`${prefix}${key}`, value);
      else walk(value, `${prefix}${key}.`);
    }
  };
  walk(tree, '');
  return out;
}

/** The texts that name the bank: its home tile, its page, the way back to it, the pool's way into it. */
const BANK_KEYS = ['home.entries.financial', 'bank.title', 'bank.backToBank', 'liquidity.flow.depositToBank'];

describe('catalogue wording', () => {
  for (const [locale, name, other] of [
    ['ja_JP', 'バンク', '銀行'],
    ['ko_KR', '뱅크', '은행'],
  ] as const) {
    it(`names the bank ${name} everywhere in ${locale}, never ${other}`, () => {
      const catalogue = texts(locale);
      for (const key of BANK_KEYS) expect(catalogue.get(key), key).toContain(name);
      expect([...catalogue].filter(([, text]) => text.includes(other)).map(([key]) => key)).toEqual([]);
    });
  }

  it('writes money as 金額 in Japanese, never 数量', () => {
    const catalogue = texts('ja_JP');
    expect([...catalogue].filter(([, text]) => text.includes('数量')).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
    expect(catalogue.get('topUp.amount')).toBe('チャージ金額');
    expect(catalogue.get('validation.belowMinimumAmount')).toBe('金額は最低金額を下回ることはできません');
  });
});
