import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fourBarTimeline } from '../timeline/timeline-fixture';
import { PLAYING_CLASS, useFollowScore } from './use-follow-score';

const timeline = fourBarTimeline();

/** A drawn page holding every note of the fixture. */
function drawnPage() {
  const page = document.createElement('div');
  for (const note of timeline.notes) {
    const element = document.createElement('span');
    element.id = note.id;
    page.append(element);
  }
  return { current: page };
}

function follow(options: {
  positionMs: number;
  litNoteIds?: (scoreMs: number) => readonly string[];
  turnsEarly?: boolean;
}) {
  const container = drawnPage();
  const onPage = vi.fn();
  const { unmount } = renderHook(() =>
    useFollowScore({
      timeline,
      positionMs: () => options.positionMs,
      isPlaying: true,
      container,
      pageVersion: 0,
      onPage,
      litNoteIds: options.litNoteIds,
      turnsEarly: options.turnsEarly,
    }),
  );
  const lit = [...container.current.querySelectorAll(`.${PLAYING_CLASS}`)]
    .map((el) => el.id)
    .sort();
  unmount();
  return { lit, page: onPage.mock.calls[0]?.[0] as number | undefined };
}

describe('following the score', () => {
  it('lights the sounding notes and turns a little before the next page while playing', () => {
    // Bar 2's last beat: bar 3, on page 2, is a beat away.
    expect(follow({ positionMs: 3900 })).toEqual({ lit: ['b1', 'n7'], page: 2 });
  });

  it('lights the notes it is given, and can turn only on reaching the next page (wait mode)', () => {
    expect(follow({ positionMs: 3900, litNoteIds: () => ['n7'], turnsEarly: false })).toEqual({
      lit: ['n7'],
      page: 1,
    });
    expect(follow({ positionMs: 4000, litNoteIds: () => ['n8'], turnsEarly: false })).toEqual({
      lit: ['n8'],
      page: 2,
    });
  });
});
