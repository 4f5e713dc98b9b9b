/**
 * A stand-in for the e-mail sending service, on 127.0.0.1, for the contact-form tests. It answers the CORS
 * preflight like the real service, records every message, and answers with the status named in the
 * message's subject ("status-451" → 451, "network-failure" → the connection is dropped), else 200 "OK".
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface Recorded {
  path: string;
  body: Record<string, unknown>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => {
      data += c.toString();
    });
    req.on('end', () => resolve(data));
  });
}

export function startFakeEmailJs(port: number): Promise<Server> {
  const recorded: Recorded[] = [];
  const server = createServer(async (req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
      'Access-Control-Allow-Headers': 'Content-Type',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    if (req.method === 'GET' && req.url === '/__recorded') {
      res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
      res.end(JSON.stringify(recorded));
      return;
    }
    if (req.method === 'POST' && req.url?.startsWith('/api/v1.0/email/send')) {
      const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
      recorded.push({ path: req.url, body });
      const subject = String((body.template_params as Record<string, unknown> | undefined)?.subject ?? '');
      if (subject.includes('network-failure')) {
        req.socket.destroy();
        return;
      }
      const status = Number(/status-(\d{3})/.exec(subject)?.[1] ?? 200);
      await new Promise((r) => setTimeout(r, 300));
      res.writeHead(status, { ...cors, 'Content-Type': 'text/plain' });
      res.end(status === 200 ? 'OK' : `Failed with ${status}`);
      return;
    }
    res.writeHead(404, cors);
    res.end();
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
