/**
 * The browser's XMLHttpRequest as the studio's uploads use it (`vi.stubGlobal('XMLHttpRequest',
 * FakeXhr)`): each request is kept in `sent`, and the test answers it.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  private listeners = new Map<string, (() => void)[]>();
  private uploadListeners: ((event: ProgressEvent) => void)[] = [];
  upload = {
    addEventListener: (_type: string, listener: (event: ProgressEvent) => void) => {
      this.uploadListeners.push(listener);
    },
  };
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.emit('abort');
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners)
      listener({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.emit('load');
  }
  private emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

export function lastUpload(): FakeXhr {
  const xhr = FakeXhr.sent.at(-1);
  if (!xhr) throw new Error('nothing was uploaded');
  return xhr;
}
