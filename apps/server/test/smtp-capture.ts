import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface CapturedEmail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface SmtpCapture {
  port: number;
  /** The SMTP_URL that sends to this server. */
  url: string;
  messages: CapturedEmail[];
  waitForMessage(
    predicate: (message: CapturedEmail) => boolean,
    timeoutMs?: number,
  ): Promise<CapturedEmail>;
  stop(): Promise<void>;
}

/**
 * A real SMTP server on loopback that keeps what it receives, parsed, so tests assert
 * email as a recipient would read it. Port 0 picks a free port; a given port lets a test
 * bring the "same" server back after an outage.
 */
export async function startSmtpCapture(port = 0): Promise<SmtpCapture> {
  const messages: CapturedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            messages.push({
              from: email.from?.address ?? '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
            });
            callback();
          })
          .catch((error: unknown) => {
            callback(error instanceof Error ? error : new Error(String(error)));
          });
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve();
    });
  });
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    async waitForMessage(predicate, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no such email among ${messages.length} received`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** Whether a message went to this address (addresses compare without case). */
export function isAddressedTo(message: CapturedEmail, address: string): boolean {
  return message.to.some((recipient) => recipient.toLowerCase() === address.toLowerCase());
}

/** The first link in a text that starts with `prefix`. */
export function findLink(text: string, prefix: string): string {
  const link = text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link starting ${prefix} in:\n${text}`);
  return link;
}
