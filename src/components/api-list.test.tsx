import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { ApiList } from './api-list';

type Page = { items: string[]; nextCursor: string | null };

/** A list whose pages come from `answer(cursor)`, called once per page request. */
function List({ answer }: { answer: (cursor: string | null) => Page }) {
  const query = useInfiniteQuery({
    queryKey: ['list'],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => answer(pageParam),
    getNextPageParam: (page: Page) => page.nextCursor,
  });
  return <ApiList query={query} itemKey={(item) => item} renderItem={(item) => <p>{item}</p>} emptyText="Nothing yet" />;
}

function renderList(answer: (cursor: string | null) => Page) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <List answer={answer} />
    </QueryClientProvider>,
  );
}

describe('ApiList', () => {
  it('says when the list is empty', async () => {
    renderList(() => ({ items: [], nextCursor: null }));
    expect(await screen.findByText('Nothing yet')).toBeTruthy();
  });

  it('shows a failed first page as a network error with a retry that loads again', async () => {
    let calls = 0;
    renderList(() => {
      calls += 1;
      if (calls === 1) throw new ApiError('network', 'errors.networkError');
      return { items: ['first record'], nextCursor: null };
    });
    expect(await screen.findByText('Network error, please try again later')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('first record')).toBeTruthy();
    expect(screen.getByText('No more')).toBeTruthy();
  });

  it('reads other failures as "request failed, tap to retry"', async () => {
    renderList(() => {
      throw new ApiError('rejected', 'errors.requestFailed', { status: 500 });
    });
    expect(await screen.findByText('Request failed, tap to retry')).toBeTruthy();
  });
});
