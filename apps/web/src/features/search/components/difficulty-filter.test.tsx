import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { TickedDifficultyBands } from '../difficulty-filter-state';

const allLevels: TickedDifficultyBands = { piano: [], vocal: [] };

/**
 * The filter with its menus' chunk held back until `release` is called; `asked` tells whether
 * the chunk has been asked for.
 */
async function filterWithMenusHeldBack() {
  vi.resetModules();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let isAsked = false;
  vi.doMock('./instrument-menu', async () => {
    isAsked = true;
    await held;
    return vi.importActual('./instrument-menu');
  });
  const { DifficultyFilter } = await import('./difficulty-filter');
  const onChange = vi.fn();
  render(<DifficultyFilter value={allLevels} onChange={onChange} />);
  return { release, onChange, asked: () => isAsked };
}

const trigger = (name: RegExp) => screen.getByRole('button', { name });

afterEach(() => {
  vi.doUnmock('./instrument-menu');
});

it('draws stand-in triggers first; a key on one opens its menu on the first item', async () => {
  const { release, onChange } = await filterWithMenusHeldBack();
  const vocal = trigger(/Vocal: all levels/);
  // Radix's trigger carries data-state; the stand-in does not.
  expect(vocal).not.toHaveAttribute('data-state');
  expect(vocal).toHaveAttribute('aria-haspopup', 'menu');
  vocal.focus();
  fireEvent.keyDown(vocal, { key: 'Enter' });
  await act(async () => {
    release();
    await Promise.resolve();
  });
  const selectAll = await screen.findByRole('menuitemcheckbox', { name: 'Select all' });
  await waitFor(() => {
    expect(selectAll).toHaveFocus();
  });
  fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'advanced' }));
  expect(onChange).toHaveBeenCalledWith({ piano: [], vocal: ['advanced'] });
});

it('hands the focus to the menu’s trigger when the menu replaces a focused stand-in', async () => {
  const { release } = await filterWithMenusHeldBack();
  trigger(/Piano: all levels/).focus();
  await act(async () => {
    release();
    await Promise.resolve();
  });
  await waitFor(() => {
    expect(trigger(/Piano: all levels/)).toHaveAttribute('data-state', 'closed');
  });
  expect(trigger(/Piano: all levels/)).toHaveFocus();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

it('opens the menu a click on its stand-in asked for', async () => {
  const { release } = await filterWithMenusHeldBack();
  fireEvent.click(trigger(/Piano: all levels/));
  await act(async () => {
    release();
    await Promise.resolve();
  });
  expect(await screen.findByRole('menuitemcheckbox', { name: 'elementary' })).toBeVisible();
  expect(trigger(/Piano: all levels/)).toHaveAttribute('aria-expanded', 'true');
});

it('asks for the menus only once the page has drawn and the browser is idle', async () => {
  const { release, asked } = await filterWithMenusHeldBack();
  // Drawn, its effects run: the stand-ins are there and the chunk is not yet asked for, so it
  // does not share the network with what the first view needs.
  await act(async () => {
    await Promise.resolve();
  });
  expect(asked()).toBe(false);
  await waitFor(() => {
    expect(asked()).toBe(true);
  });
  await act(async () => {
    release();
    await Promise.resolve();
  });
  await waitFor(() => {
    expect(trigger(/Piano: all levels/)).toHaveAttribute('data-state', 'closed');
  });
});

it('asks for the menus at once when a person reaches for one before then', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestIdleCallback'] });
  try {
    const { release, asked } = await filterWithMenusHeldBack();
    expect(asked()).toBe(false);
    fireEvent.click(trigger(/Vocal: all levels/));
    await act(async () => {
      await Promise.resolve();
    });
    expect(asked()).toBe(true);
    await act(async () => {
      release();
      await Promise.resolve();
    });
  } finally {
    vi.useRealTimers();
  }
  expect(await screen.findByRole('menuitemcheckbox', { name: 'elementary' })).toBeVisible();
});
