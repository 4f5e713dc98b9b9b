/**
 * The one way the editor's servers refuse a request: a status and plain words, and any fields the answer carries
 * besides `error` (the text on disk for a save refused as out of date, the step a publish failed at). Every part of
 * the editing core and the team server throws it, or a kind of it (a body too large, an upload that is no picture,
 * a path outside the content, a queue too busy); the servers answer it as `{ error, ...extra }` with its status.
 * Anything else thrown is a failure of the program: logged, and answered in plain words, never with its message.
 */
export class Refusal extends Error {
  override name = 'Refusal';
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
