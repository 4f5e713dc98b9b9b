/**
 * The team editor's compiled form validators (formValidatorsCode.ts), made from the content's schemas when the
 * server starts and again only when the schemas change, one compilation at a time, and served as a module at
 * /_edit/form-validators/<hash>.js: the editor's page names that address (`<meta name="edit-validators">`) and its
 * forms load it rather than compile the schemas in the page (which its policy, without 'unsafe-eval', forbids).
 */
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { bundleSchemas } from '../../core/schemaBundle.js';
import { join } from 'node:path';
import { formValidatorsModule } from './formValidatorsCode.js';

export const FORM_VALIDATORS_PATH = '/_edit/form-validators/';
const ADDRESS = /^\/_edit\/form-validators\/([0-9a-f]{16})\.js$/;

interface Compiled {
  code: string;
  hash: string;
}

export class FormValidators {
  private made?: { schemas: string; module: Promise<Compiled> };

  constructor(
    private readonly root: string,
    private readonly projectRoot: string,
  ) {}

  /** The module for the schemas as they are now. */
  current(): Promise<Compiled> {
    const definitions = bundleSchemas(join(this.root, 'schema')).root.definitions;
    const schemas = createHash('sha256').update(JSON.stringify(definitions)).digest('hex');
    if (this.made?.schemas !== schemas) {
      const before = this.made?.module.catch(() => undefined) ?? Promise.resolve();
      this.made = { schemas, module: before.then(() => formValidatorsModule(definitions, this.projectRoot)) };
    }
    return this.made.module;
  }

  /** The address the editor's page names for the current module ('' when the schemas could not be compiled:
   * the page still opens, its forms cannot). */
  async address(log?: (line: string) => void): Promise<string> {
    try {
      return `${FORM_VALIDATORS_PATH}${(await this.current()).hash}.js`;
    } catch (e) {
      log?.(`team editor: the forms' validators: ${(e as Error).message}`);
      return '';
    }
  }

  /** True for a path under this module's folder (whether or not it names the current module). */
  static handles(path: string): boolean {
    return path.startsWith(FORM_VALIDATORS_PATH);
  }

  /** Answers a module address: the current module under its own hash (cached for good), else false (not found). */
  async serve(path: string, res: ServerResponse): Promise<boolean> {
    const hash = ADDRESS.exec(path)?.[1];
    if (!hash) return false;
    const module = await this.current();
    if (module.hash !== hash) return false;
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
    res.end(module.code);
    return true;
  }
}
