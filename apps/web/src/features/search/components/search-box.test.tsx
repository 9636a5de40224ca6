import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function type(value: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value } });
}

it('searches 200 ms after the last change, once, with the latest text', async () => {
  const onSearch = vi.fn();
  render(<SearchBox query="" onSearch={onSearch} />);
  type('ba');
  await act(() => vi.advanceTimersByTimeAsync(150));
  type('bach');
  await act(() => vi.advanceTimersByTimeAsync(199));
  expect(onSearch).not.toHaveBeenCalled();
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(onSearch).toHaveBeenCalledTimes(1);
  expect(onSearch).toHaveBeenCalledWith('bach');
});

it('clears the field with the clear icon and searches for nothing', async () => {
  const onSearch = vi.fn();
  render(<SearchBox query="chopin" onSearch={onSearch} />);
  expect(screen.getByRole('searchbox')).toHaveValue('chopin');
  act(() => {
    screen.getByRole('button', { name: 'Clear search' }).click();
  });
  expect(screen.getByRole('searchbox')).toHaveValue('');
  expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(200));
  expect(onSearch).toHaveBeenCalledWith('');
});

it('follows the query of the URL when it changes elsewhere', () => {
  const { rerender } = render(<SearchBox query="bach" onSearch={vi.fn()} />);
  rerender(<SearchBox query="mozart" onSearch={vi.fn()} />);
  expect(screen.getByRole('searchbox')).toHaveValue('mozart');
});

it('never loses what is typed when the URL shows an earlier query late', async () => {
  const onSearch = vi.fn();
  const { rerender } = render(<SearchBox query="" onSearch={onSearch} />);
  const field = screen.getByRole('searchbox', { name: 'Search' });
  type('beethoven');
  await act(() => vi.advanceTimersByTimeAsync(200));
  expect(onSearch).toHaveBeenLastCalledWith('beethoven');
  type('beethoven so');
  // The page for "beethoven" arrives only now, mid-word.
  rerender(<SearchBox query="beethoven" onSearch={onSearch} />);
  expect(field).toHaveValue('beethoven so');
  type('beethoven sonata');
  await act(() => vi.advanceTimersByTimeAsync(200));
  expect(onSearch).toHaveBeenLastCalledWith('beethoven sonata');
  rerender(<SearchBox query="beethoven sonata" onSearch={onSearch} />);
  expect(field).toHaveValue('beethoven sonata');
});

it('keeps the field when two asked-for queries arrive after more typing', async () => {
  const onSearch = vi.fn();
  const { rerender } = render(<SearchBox query="" onSearch={onSearch} />);
  const field = screen.getByRole('searchbox', { name: 'Search' });
  type('bach');
  await act(() => vi.advanceTimersByTimeAsync(200));
  type('bach inv');
  await act(() => vi.advanceTimersByTimeAsync(200));
  type('bach inventio');
  rerender(<SearchBox query="bach" onSearch={onSearch} />);
  rerender(<SearchBox query="bach inv" onSearch={onSearch} />);
  expect(field).toHaveValue('bach inventio');
});

it('still follows the URL to a query nobody typed here, after typing', async () => {
  const onSearch = vi.fn();
  const { rerender } = render(<SearchBox query="" onSearch={onSearch} />);
  type('bach');
  await act(() => vi.advanceTimersByTimeAsync(200));
  rerender(<SearchBox query="bach" onSearch={onSearch} />);
  // Back button: the previous page had no query.
  rerender(<SearchBox query="" onSearch={onSearch} />);
  expect(screen.getByRole('searchbox')).toHaveValue('');
});
