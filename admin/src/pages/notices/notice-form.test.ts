import { describe, expect, it } from 'vitest';
import { NoticeWriteSchema } from '../../../../contract/admin.ts';
import { toNoticeWrite } from './notice-form.tsx';

describe('toNoticeWrite', () => {
  it('sends the languages with a title only, trimmed, and passes the contract', () => {
    const body = toNoticeWrite({
      category: 'dynamic',
      texts: { en_US: { title: ' Launch ', summary: ' soon ', bodyHtml: '<p>x</p>' }, ja_JP: { title: '  ', summary: 'ignored' }, ko_KR: { title: '출시' } },
      reason: ' new pool ',
    });
    expect(body).toEqual({
      category: 'dynamic',
      texts: { en_US: { title: 'Launch', summary: 'soon', bodyHtml: '<p>x</p>' }, ko_KR: { title: '출시', summary: '', bodyHtml: '' } },
      reason: 'new pool',
    });
    expect(NoticeWriteSchema.safeParse(body).success).toBe(true);
  });

  it('leaves a notice without en_US for the contract to refuse', () => {
    expect(NoticeWriteSchema.safeParse(toNoticeWrite({ category: 'notice', texts: { zh_CN: { title: '公告' } }, reason: 'test run' })).success).toBe(false);
  });
});
