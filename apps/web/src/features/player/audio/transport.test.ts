import { describe, expect, it } from 'vitest';
import { Transport } from './transport';

describe('transport', () => {
  it('schedules and reads back the same moments at every tempo from 50 to 150 per cent', () => {
    for (let percent = 50; percent <= 150; percent += 5) {
      const rate = percent / 100;
      const transport = new Transport({ time: 10, scoreMs: 0, rate });
      for (const noteMs of [0, 250, 1000, 12_345]) {
        const when = transport.timeAt(noteMs, 10);
        expect(when).toBeCloseTo(10 + noteMs / 1000 / rate, 9);
        expect(Math.abs(transport.scoreMsAt(when) - noteMs)).toBeLessThan(1e-6);
      }
    }
  });

  it('changes tempo mid-performance with no jump in position', () => {
    const transport = new Transport({ time: 0, scoreMs: 0, rate: 1 });
    expect(transport.scoreMsAt(2)).toBeCloseTo(2000);
    transport.setRate(0.5, 2);
    expect(transport.scoreMsAt(2)).toBeCloseTo(2000);
    expect(transport.scoreMsAt(4)).toBeCloseTo(3000);
    // A note at score 3500 ms now sounds 3 s after the change, and is highlighted then.
    expect(transport.timeAt(3500, 2)).toBeCloseTo(5);
    transport.setRate(1.5, 4);
    expect(transport.scoreMsAt(5)).toBeCloseTo(4500);
  });

  it('jumps back for a loop at the moment the loop ends', () => {
    const transport = new Transport({ time: 0, scoreMs: 0, rate: 1 });
    const loopEnd = transport.timeAt(4000, 0);
    transport.jump(loopEnd, 2000);
    expect(transport.scoreMsAt(3.999)).toBeCloseTo(3999);
    expect(transport.scoreMsAt(4)).toBeCloseTo(2000);
    expect(transport.scoreMsAt(4.5)).toBeCloseTo(2500);
    expect(transport.timeAt(3000, 4)).toBeCloseTo(5);
  });
});
