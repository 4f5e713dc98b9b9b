/** The part of the `compression` middleware (expressjs/compression) that scripts/serve.ts uses. */
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  interface Options { threshold?: number | string; level?: number; brotli?: { params?: Record<number, number> } }
  function compression(options?: Options): (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;
  export default compression;
}
