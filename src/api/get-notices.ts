// GET /api/notices?category=&locale=: notices (and the community's posts, category 'dynamic')
// in the reader's language, newest first, a page at a time.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { NoticesResponseSchema, type Notice } from '../../contract/api';
import type { Locale } from '../config/locales';
import { useSettingsStore } from '../stores/settings';
import { apiClient } from './client';
import { parseAnswer } from './parse-answer';
import { firstPage, pageParams } from './paging';
import { apiQueryKeys, type NoticeCategory } from './query-keys';

export type { Notice };

export async function getNotices(category: NoticeCategory, locale: Locale, cursor: string | null, signal?: AbortSignal) {
  const data = parseAnswer(NoticesResponseSchema, (await apiClient.get('/notices', { params: pageParams(cursor, { category, locale }), signal })).data);
  return data;
}

export function getNoticesQueryOptions(category: NoticeCategory, locale: Locale) {
  return infiniteQueryOptions({
    queryKey: apiQueryKeys.notices(category, locale),
    queryFn: ({ pageParam, signal }) => getNotices(category, locale, pageParam, signal),
    ...firstPage,
  });
}

export function useNotices(category: NoticeCategory) {
  const locale = useSettingsStore((state) => state.language);
  return useInfiniteQuery(getNoticesQueryOptions(category, locale));
}
