import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { OwnRecordsList, type OwnRecordsListProps } from './own-records-list';
import { renderForTest } from '../test/render-for-test';

const labels = { retry: 'Retry', loading: 'Loading records', empty: 'No records yet', loadMore: 'Load more', source: 'Read from the chain' };

function renderList({ records = null, state: given }: { records?: string[] | null; state?: Partial<OwnRecordsListProps<string>['state']> }) {
  const state = { isError: false, hasMore: false, isLoadingMore: false, loadMore: vi.fn(), retry: vi.fn(), ...given };
  renderForTest(<OwnRecordsList records={records} renderRecord={(r) => <p key={r}>{r}</p>} labels={labels} state={state} />);
  return state;
}

describe('OwnRecordsList', () => {
  it('offers a retry when the first page failed', () => {
    const state = renderList({ state: { isError: true } });
    expect(screen.getByText('Load failed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(state.retry).toHaveBeenCalledOnce();
  });

  it('shows a skeleton, named for what loads, while the records are unknown', () => {
    renderList({});
    expect(screen.getByRole('status', { name: 'Loading records' }).querySelector('.rv-skeleton')).toBeTruthy();
    expect(screen.queryByText('Read from the chain')).toBeNull();
  });

  it('shows the empty state and the source for no records', () => {
    renderList({ records: [] });
    expect(screen.getByText('No records yet')).toBeTruthy();
    expect(screen.getByText('Read from the chain')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('lists the records and loads more while older ones exist', () => {
    const state = renderList({ records: ['first', 'second'], state: { hasMore: true } });
    expect(screen.getByText('first')).toBeTruthy();
    expect(screen.getByText('second')).toBeTruthy();
    expect(screen.queryByText('No records yet')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(state.loadMore).toHaveBeenCalledOnce();
  });
});
