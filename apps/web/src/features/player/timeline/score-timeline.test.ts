import { describe, expect, it } from 'vitest';
import { msAtQuarters, measureIndexAt, quartersAtMs, soundingNoteIds } from './score-timeline';
import { fourBarTimeline } from './timeline-fixture';
import { filmScoreMs, recordingMsAtScoreMs, scoreMsAtRecordingMs } from './sync-map';

describe('score timeline', () => {
  const timeline = fourBarTimeline();

  it('knows every note and bar of the timemap', () => {
    expect(timeline.notes).toHaveLength(20);
    expect(
      timeline.measures.map((measure) => [measure.startMs, measure.endMs, measure.page]),
    ).toEqual([
      [0, 2000, 1],
      [2000, 4000, 1],
      [4000, 6000, 2],
      [6000, 8000, 2],
    ]);
    expect(timeline.durationMs).toBe(8000);
    expect(timeline.notes.find((note) => note.id === 'n3')?.pitch).toBe(63);
  });

  it('lists the notes sounding at a moment, held notes included, and none after the end', () => {
    expect(soundingNoteIds(timeline, 0).sort()).toEqual(['b0', 'n0']);
    expect(soundingNoteIds(timeline, 1499).sort()).toEqual(['b0', 'n2']);
    expect(soundingNoteIds(timeline, 1500).sort()).toEqual(['b0', 'n3']);
    expect(soundingNoteIds(timeline, 2000).sort()).toEqual(['b1', 'n4']);
    expect(soundingNoteIds(timeline, 8000)).toEqual([]);
  });

  it('finds the bar at a moment', () => {
    expect(measureIndexAt(timeline, -5)).toBe(0);
    expect(measureIndexAt(timeline, 3999)).toBe(1);
    expect(measureIndexAt(timeline, 4000)).toBe(2);
    expect(measureIndexAt(timeline, 9000)).toBe(3);
  });

  it('converts between score time and quarter notes', () => {
    expect(quartersAtMs(timeline, 1250)).toBeCloseTo(2.5);
    expect(msAtQuarters(timeline, 7.25)).toBeCloseTo(3625);
    expect(msAtQuarters(timeline, 99)).toBe(8000);
  });
});

describe('recording sync map', () => {
  const timeline = fourBarTimeline();
  // A performer who starts after a 1 s breath, plays the first two bars slower (600 ms a beat) and then in time.
  const syncMap = {
    points: [
      [1000, 0],
      [5800, 8],
      [9800, 16],
    ] as [number, number][],
  };

  it('puts every onset of the recording on the right note, to the millisecond', () => {
    for (let beat = 0; beat < 16; beat += 1) {
      const recordingMs = beat < 8 ? 1000 + beat * 600 : 5800 + (beat - 8) * 500;
      const scoreMs = scoreMsAtRecordingMs(syncMap, timeline, recordingMs);
      expect(scoreMs).toBeCloseTo(beat * 500, 6);
      expect(soundingNoteIds(timeline, scoreMs)).toContain(`n${String(beat)}`);
    }
  });

  it('interpolates between anchor points and maps back for seeking', () => {
    expect(scoreMsAtRecordingMs(syncMap, timeline, 1300)).toBeCloseTo(250);
    expect(scoreMsAtRecordingMs(syncMap, timeline, 0)).toBe(0);
    expect(recordingMsAtScoreMs(syncMap, timeline, 4000)).toBeCloseTo(5800);
    expect(recordingMsAtScoreMs(syncMap, timeline, 2000)).toBeCloseTo(3400);
  });

  it("follows a performance's film through its camera's sync map, or at the film's own time", () => {
    const filmSync = [{ perspective: 'left' as const, syncMap }];
    expect(filmScoreMs(filmSync, 'left', timeline, 1300)).toBeCloseTo(250);
    expect(filmScoreMs(filmSync, 'left', timeline, 5800)).toBeCloseTo(4000);
    // Another camera without a map of its own, or a package without any: the film's time.
    expect(filmScoreMs(filmSync, 'top', timeline, 1300)).toBe(1300);
    expect(filmScoreMs(undefined, 'left', timeline, 1300)).toBe(1300);
  });
});
