import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

const items = Array.from({ length: 8 }, (_, index) => ({ id: `item-${index}` }));

let layout = { scrollWidth: 0, clientWidth: 0, itemWidth: 0 };

beforeEach(() => {
  // happy-dom has no layout: give the track and its items sizes.
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(
    () => layout.scrollWidth,
  );
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(
    () => layout.clientWidth,
  );
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(() => layout.itemWidth);
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    const siblings = this.parentElement ? Array.from(this.parentElement.children) : [];
    return Math.max(0, siblings.indexOf(this)) * layout.itemWidth;
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderCarousel(variant: 'hero' | 'standard' = 'standard') {
  return render(
    <Carousel
      title="New scores"
      items={items}
      getKey={(item) => item.id}
      renderItem={(item) => <a href={`/pieces/${item.id}`}>{item.id}</a>}
      variant={variant}
    />,
  );
}

it('hides every scroll button when the items fit', () => {
  layout = { scrollWidth: 800, clientWidth: 800, itemWidth: 100 };
  renderCarousel();
  expect(screen.queryByRole('button', { name: /Scroll New scores/ })).not.toBeInTheDocument();
});

it('shows only the forward button at the start, then both after scrolling on', async () => {
  layout = { scrollWidth: 2000, clientWidth: 500, itemWidth: 250 };
  renderCarousel();
  expect(screen.getByRole('button', { name: 'Scroll New scores forward' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Scroll New scores back' })).not.toBeInTheDocument();

  vi.useFakeTimers();
  const list = screen.getByRole('list');
  list.scrollLeft = 500;
  list.dispatchEvent(new Event('scroll'));
  await act(async () => {
    await vi.advanceTimersByTimeAsync(100);
  });
  expect(screen.getByRole('button', { name: 'Scroll New scores back' })).toBeVisible();
});

it('scrolls one view of items over 500 ms when the forward button is pressed', async () => {
  layout = { scrollWidth: 2000, clientWidth: 500, itemWidth: 250 };
  renderCarousel();
  const list = screen.getByRole('list');
  vi.useFakeTimers();
  act(() => {
    screen.getByRole('button', { name: 'Scroll New scores forward' }).click();
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(250);
  });
  expect(list.scrollLeft).toBeGreaterThan(0);
  expect(list.scrollLeft).toBeLessThan(500);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(300);
  });
  expect(list.scrollLeft).toBe(500);
});

it('opens the hero centred on its second item', () => {
  layout = { scrollWidth: 8 * 600, clientWidth: 1000, itemWidth: 600 };
  renderCarousel('hero');
  // Item 1 spans 600-1200; its middle (900) sits in the middle of a 1000 px view.
  expect(screen.getByRole('list').scrollLeft).toBe(400);
});
