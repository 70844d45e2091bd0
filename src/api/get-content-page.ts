// GET /api/pages/:slug?locale=: what the operator publishes on the ecology, BTC and SUI pages.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ContentPageSchema, type ContentPage } from '../../contract/api';
import type { Locale } from '../config/locales';
import { useSettingsStore } from '../stores/settings';
import { apiClient } from './client';
import { parseAnswer } from './parse-answer';
import { apiQueryKeys } from './query-keys';

export type ContentSlug = ContentPage['slug'];

export async function getContentPage(slug: ContentSlug, locale: Locale, signal?: AbortSignal): Promise<ContentPage> {
  const data = parseAnswer(ContentPageSchema, (await apiClient.get(`/pages/${slug}`, { params: { locale }, signal })).data);
  return data;
}

export function getContentPageQueryOptions(slug: ContentSlug, locale: Locale) {
  return queryOptions({
    queryKey: apiQueryKeys.contentPage(slug, locale),
    queryFn: ({ signal }) => getContentPage(slug, locale, signal),
  });
}

export function useContentPage(slug: ContentSlug) {
  const locale = useSettingsStore((state) => state.language);
  return useQuery(getContentPageQueryOptions(slug, locale));
}
