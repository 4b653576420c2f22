// Used by test/reminders and the e2e reminders journey (exported as @memory/server/testing/reminder-stand-ins).
// Local stand-ins for the services reminders talk to: a Web Push service (web-push-testing, which checks the VAPID
// signature and decrypts what it receives), a bare HTTP push endpoint answering a chosen status, and an SMTP server.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { SMTPServer } from 'smtp-server';

const require = createRequire(import.meta.url);

export interface PushServiceStandIn {
  /** A browser subscribing with the server's VAPID key: its PushSubscription JSON and the client id. */
  subscribe(applicationServerKey: string): Promise<{ endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string }>;
  /** The decrypted payloads the subscription received. */
  messages(clientHash: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushServiceStandIn> {
  // web-push-testing has no types and no ESM entry: its server and model, in process, on a free port.
  const WebPushTestingServer = require('web-push-testing/src/server.js') as new (model: unknown, port: number) => {
    startServer(): void;
    _server: Server;
  };
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => unknown };
  const port = await freePort();
  const server = new WebPushTestingServer(new PushApiModel(), port);
  const log = console.log;
  console.log = () => undefined; // it announces "Server running on port …"
  server.startServer();
  await new Promise<void>((resolve) => (server._server.listening ? resolve() : server._server.once('listening', () => resolve())));
  console.log = log;
  const base = `http://localhost:${port}`;
  const post = async (path: string, body: object) => {
    const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { data: never };
  };
  return {
    async subscribe(applicationServerKey) {
      return (await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey })).data;
    },
    async messages(clientHash) {
      return ((await post('/get-notifications', { clientHash })).data as { messages: string[] }).messages;
    },
    close: () => new Promise((resolve) => server._server.close(() => resolve())),
  };
}

/** A push endpoint that records each request's headers and answers `status` (201 delivered, 410 gone…). */
export async function startRecordingEndpoint(status: number) {
  const requests: IncomingHttpHeaders[] = [];
  const server = createServer((request, response) => {
    requests.push(request.headers);
    request.resume();
    request.on('end', () => response.writeHead(status).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    requests,
    /** A subscription as a browser would send it, for an endpoint on this server. */
    subscription(path = randomBytes(6).toString('hex')) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return { endpoint: `${url}/push/${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedMail {
  to: string[];
  headers: Map<string, string>;
  /** The text/plain part, decoded. */
  text: string;
}

/** An SMTP server on loopback (no TLS, no auth) keeping every message it receives. */
export async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), ...parseMail(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${listening}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Just enough MIME for the tests: top-level headers (unfolded) and the text/plain part, base64 or quoted-printable. */
function parseMail(raw: string): { headers: Map<string, string>; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = rest.join('\n\n');
  const part = /Content-Type: text\/plain[^]*?Content-Transfer-Encoding: ([\w-]+)\r?\n\r?\n([^]*?)\r?\n--/i.exec(body);
  if (!part) return { headers, text: body };
  const [, encoding, content] = part;
  const text =
    encoding!.toLowerCase() === 'base64'
      ? Buffer.from(content!.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding!.toLowerCase() === 'quoted-printable'
        ? Buffer.from(
            content!.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8')
        : content!;
  return { headers, text };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
