import type { Page } from '@playwright/test';

/**
 * What the page's MIDI is: a keyboard connected, MIDI working with nothing connected, MIDI
 * refused by the user, or a browser without Web MIDI.
 */
export type FakeMidiSetup = 'keyboard' | 'no-input' | 'denied' | 'unsupported';

/** The page's handle on its fake MIDI (`window.fakeMidi`), driven by the test. */
export interface FakeMidiControl {
  /** How many times the page asked for MIDI access. */
  requests: number;
  /** Connects an input device: the page gets a statechange. */
  plugIn: (name: string) => void;
  /** From now on, access is granted. */
  allow: () => void;
  /** A key down (note-on) or up (note-off) on every input, at a time on the page's clock. */
  key: (pitch: number, isDown: boolean, atMs: number) => void;
}

/**
 * Replaces `navigator.requestMIDIAccess` before the page's scripts run: with a fake MIDIAccess
 * whose inputs fire 'midimessage' events (real MIDIMessageEvents, their timeStamp set by the
 * test) when the test calls `window.fakeMidi.key`; or removes it ('unsupported').
 */
export async function installFakeMidi(page: Page, setup: FakeMidiSetup): Promise<void> {
  await page.addInitScript((kind: FakeMidiSetup) => {
    if (kind === 'unsupported') {
      Reflect.deleteProperty(Navigator.prototype, 'requestMIDIAccess');
      return;
    }
    class FakeInput extends EventTarget {
      readonly type = 'input';
      readonly manufacturer = 'Cadenza tests';
      readonly version = '1';
      readonly state = 'connected';
      connection = 'closed';
      constructor(
        readonly id: string,
        readonly name: string,
      ) {
        super();
      }
      open() {
        this.connection = 'open';
        return Promise.resolve(this);
      }
      close() {
        this.connection = 'closed';
        return Promise.resolve(this);
      }
    }
    class FakeAccess extends EventTarget {
      readonly inputs = new Map<string, FakeInput>();
      readonly outputs = new Map();
      readonly sysexEnabled = false;
    }
    const access = new FakeAccess();
    let isAllowed = kind !== 'denied';
    const control: FakeMidiControl = {
      requests: 0,
      plugIn: (name) => {
        const id = `input-${String(access.inputs.size + 1)}`;
        access.inputs.set(id, new FakeInput(id, name));
        access.dispatchEvent(new Event('statechange'));
      },
      allow: () => {
        isAllowed = true;
      },
      key: (pitch, isDown, atMs) => {
        for (const input of access.inputs.values()) {
          const data = new Uint8Array([isDown ? 0x90 : 0x80, pitch, isDown ? 80 : 0]);
          const event =
            typeof MIDIMessageEvent === 'function'
              ? new MIDIMessageEvent('midimessage', { data })
              : Object.assign(new Event('midimessage'), { data });
          Object.defineProperty(event, 'timeStamp', { value: atMs });
          input.dispatchEvent(event);
        }
      },
    };
    Object.assign(window, { fakeMidi: control });
    Object.defineProperty(Navigator.prototype, 'requestMIDIAccess', {
      configurable: true,
      value: () => {
        control.requests += 1;
        return isAllowed
          ? Promise.resolve(access)
          : Promise.reject(new DOMException('Permission denied.', 'NotAllowedError'));
      },
    });
    if (kind === 'keyboard') control.plugIn('Cadenza Test Piano');
  }, setup);
}

/** Keys struck together (or let go) on the fake keyboard, at a time on the page's clock (ms). */
export function playKeys(
  page: Page,
  keys: { pitches: number[]; isDown: boolean; atMs: number },
): Promise<void> {
  return page.evaluate(({ pitches, isDown, atMs }) => {
    const control = (window as unknown as { fakeMidi: FakeMidiControl }).fakeMidi;
    for (const pitch of pitches) control.key(pitch, isDown, atMs);
  }, keys);
}

/** Plugs a keyboard in. */
export function plugInKeyboard(page: Page, name: string): Promise<void> {
  return page.evaluate((inputName) => {
    (window as unknown as { fakeMidi: FakeMidiControl }).fakeMidi.plugIn(inputName);
  }, name);
}

/** Grants MIDI from now on (the user allowed it in the site's settings). */
export function allowMidi(page: Page): Promise<void> {
  return page.evaluate(() => {
    (window as unknown as { fakeMidi: FakeMidiControl }).fakeMidi.allow();
  });
}

/** How many times the page asked for MIDI access. */
export function midiRequests(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { fakeMidi: FakeMidiControl }).fakeMidi.requests,
  );
}
