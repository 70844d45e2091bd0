// GET /api/notices/:id?locale=: one notice with its (server-sanitized) body.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { NoticeSchema, type NoticeResponse } from '../../contract/api';
import type { Locale } from '../config/locales';
import { useSettingsStore } from '../stores/settings';
import { apiClient } from './client';
import { parseAnswer } from './parse-answer';
import { apiQueryKeys } from './query-keys';

export async function getNotice(id: string, locale: Locale, signal?: AbortSignal): Promise<NoticeResponse> {
  const data = parseAnswer(NoticeSchema, (await apiClient.get(`/notices/${encodeURIComponent(id)}`, { params: { locale }, signal })).data);
  return data;
}

export function getNoticeQueryOptions(id: string | null, locale: Locale) {
  return queryOptions({
    queryKey: apiQueryKeys.notice(id ?? '', locale),
    queryFn: ({ signal }) => getNotice(id!, locale, signal),
    enabled: id !== null,
  });
}

export function useNotice(id: string | null) {
  const locale = useSettingsStore((state) => state.language);
  return useQuery(getNoticeQueryOptions(id, locale));
}
