import { useTranslation } from 'react-i18next';
import { Button } from 'react-vant/es/button/index.js';
import { toApiError } from '../api/api-error';
import { EmptyState } from './empty-state';

export interface QueryErrorStateProps {
  error: unknown;
  /** Loads again (react-query's refetch). */
  onRetry: () => void;
}

/**
 * A failed load (docs/product.md §8): 'network error, please try again later' when the server could
 * not be reached, else 'request failed, tap to retry', with a button that loads again.
 */
export function QueryErrorState({ error, onRetry }: QueryErrorStateProps) {
  const { t } = useTranslation();
  const apiError = toApiError(error);
  const description = apiError.code === 'network' ? t('errors.networkError') : t('errors.requestFailedRetry');
  return (
    <EmptyState
      tone="error"
      description={description}
      action={
        <Button type="primary" round size="small" nativeType="button" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
