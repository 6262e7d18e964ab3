// What the local stand-ins for third-party services (fakeGoogle.ts, fakeFcm.ts) share: reading a request's body,
// answering JSON, and the port the emulated functions expect a stand-in on.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
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
