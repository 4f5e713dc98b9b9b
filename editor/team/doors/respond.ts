/** The team editor's answers: plain text, JSON, its own HTML pages (under a nonce policy) and redirects. */
import type { ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';

export function sendText(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/** An HTML page of this server's own, under a policy that allows only its own style (by nonce). */
export function sendPage(res: ServerResponse, status: number, html: (nonce: string) => string): void {
  const nonce = randomBytes(18).toString('base64url');
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  );
  res.setHeader('X-Frame-Options', 'DENY');
  res.end(html(nonce));
}

export function redirect(res: ServerResponse, to: string, status = 303): void {
  res.statusCode = status;
  res.setHeader('Location', to);
  res.setHeader('Cache-Control', 'no-store');
  res.end();
}
