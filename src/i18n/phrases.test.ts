import { describe, expect, it } from 'vitest';
import { phrasesOf } from './phrases';

describe('phrasesOf', () => {
  it('cuts Japanese into words with the kana that follow them, and keeps every character', () => {
    expect(phrasesOf('ハッシュレートマイニング', 'ja_JP')).toEqual(['ハッシュ', 'レート', 'マイニング']);
    expect(phrasesOf('コミュニティの様子', 'ja_JP')).toEqual(['コミュニティの', '様子']);
    expect(phrasesOf('Sui の流動性プールとハッシュレートマイニング', 'ja_JP')?.join('')).toBe('Sui の流動性プールとハッシュレートマイニング');
    const sentence = 'ウォレットを接続すると残高とポジションを確認できます。';
    expect(phrasesOf(sentence, 'ja_JP')).toEqual(['ウォレットを', '接続すると', '残高と', 'ポジションを', '確認できます。']);
  });

  it('keeps an opening bracket with the word after it and closing punctuation with the word before', () => {
    const phrases = phrasesOf('差し引かれる手数料（3.00%）', 'ja_JP')!;
    expect(phrases.join('')).toBe('差し引かれる手数料（3.00%）');
    expect(phrases.some((phrase) => phrase.endsWith('（'))).toBe(false);
    expect(phrases.some((phrase) => phrase.startsWith('）'))).toBe(false);
  });

  it('cuts Chinese into words, a particle staying with its word', () => {
    expect(phrasesOf('邀请好友', 'zh_CN')).toEqual(['邀请', '好友']);
    expect(phrasesOf('我的资产', 'zh_CN')).toEqual(['我的', '资产']);
    expect(phrasesOf('流動性質押', 'zh_TW')?.join('')).toBe('流動性質押');
  });

  it('leaves other languages as they are: English breaks at spaces, Korean between its spaced words', () => {
    expect(phrasesOf('Hashrate mining', 'en_US')).toBeNull();
    expect(phrasesOf('해시레이트 채굴', 'ko_KR')).toBeNull();
  });
});
