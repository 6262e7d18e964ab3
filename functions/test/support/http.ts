// What the local stand-ins for third-party services (fakeGoogle.ts, fakeFcm.ts) share: reading a request's body,
// answering JSON, and the port the emulated functions expect a stand-in on.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';

export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** The port `variable` of functions/.env.demo-mentorbridge names, shifted by MB_PORT_OFFSET as the emulated functions shift it. */
export function standInPort(variable: string): number {
  const envFile = readFileSync(join(__dirname, '..', '..', '.env.demo-mentorbridge'), 'utf8');
  const base = new RegExp(`^${variable}=(\\d+)$`, 'm').exec(envFile)?.[1];
  if (!base) throw new Error(`${variable} is missing from functions/.env.demo-mentorbridge`);
  return Number(base) + Number(process.env.MB_PORT_OFFSET ?? 0);
}

/** A stand-in's server: it listens on the port the emulated functions expect and answers through `handle`. */
export abstract class StandIn {
  private server: Server | undefined;

  protected abstract handle(req: IncomingMessage, res: ServerResponse): Promise<void>;

  /** The port the emulated functions expect this stand-in on. */
  protected abstract port(): number;

  async start(port = this.port()): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => json(res, 500, { error: { code: 500, message: String(error), status: 'INTERNAL' } }));
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', resolve);
    });
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
