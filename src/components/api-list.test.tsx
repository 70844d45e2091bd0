import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { ApiList } from './api-list';

type Page = { items: string[]; nextCursor: string | null };

/** A list whose pages come from `answer(cursor)`, called once per page request. */
function List({ answer }: { answer: (cursor: string | null) => Page | Promise<Page> }) {
  const query = useInfiniteQuery({
    queryKey: ['list'],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => answer(pageParam),
    getNextPageParam: (page: Page) => page.nextCursor,
  });
  return <ApiList query={query} itemKey={(item) => item} renderItem={(item) => <p>{item}</p>} emptyText="Nothing yet" />;
}

function renderList(answer: (cursor: string | null) => Page | Promise<Page>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <List answer={answer} />
    </QueryClientProvider>,
  );
}

describe('ApiList', () => {
  it('shows a skeleton of records while the first page loads, then the records', async () => {
    let answer!: (page: Page) => void;
    const { container } = renderList(() => new Promise<Page>((resolve) => (answer = resolve)));
    const skeleton = await screen.findByRole('status', { name: /^Loading/ });
    expect(skeleton.querySelectorAll('.rv-skeleton').length).toBeGreaterThan(0);
    expect(container.textContent).not.toContain('--');
    answer({ items: ['First record'], nextCursor: null });
    expect(await screen.findByText('First record')).toBeTruthy();
    expect(screen.queryByRole('status', { name: /^Loading/ })).toBeNull();
    expect(container.querySelector('.rv-skeleton')).toBeNull();
  });

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
