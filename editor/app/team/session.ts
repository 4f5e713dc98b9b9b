/**
 * Team mode: the team server (editor/team/) renders the editor page with two more meta tags, the person signed in
 * (`edit-person`) and the team's settings (`edit-team`). The local editor (`npm run edit`) has neither: there
 * `session` is null and nothing of team mode shows.
 */
export type Role = 'editor' | 'publisher' | 'administrator';
export const ROLES: readonly Role[] = ['editor', 'publisher', 'administrator'];

export interface Person {
  id: number;
  name: string;
  email: string;
  role: Role;
}
export interface Team {
  /** The names of the people who may publish (publishers and administrators). */
  publishers: string[];
  /** Where publishing sends the saved versions, in words; null when publishing is not set up. */
  publishTo: string | null;
  signIn: 'password' | 'oidc';
}
export interface Session {
  person: Person;
  team: Team;
}

const isRole = (r: unknown): r is Role => ROLES.includes(r as Role);

function meta(doc: Document, name: string): unknown {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  if (!content) return null;
  try {
    return JSON.parse(content) as unknown;
  } catch {
    return null;
  }
}

/** The session the page was rendered for, or null (the local editor, or tags that cannot be read). */
export function readSession(doc: Document): Session | null {
  const p = meta(doc, 'edit-person') as Partial<Person> | null;
  if (!p || typeof p !== 'object' || typeof p.name !== 'string' || !isRole(p.role)) return null;
  const t = (meta(doc, 'edit-team') ?? {}) as Partial<Team>;
  return {
    person: { id: Number(p.id), name: p.name, email: String(p.email ?? ''), role: p.role },
    team: {
      publishers: Array.isArray(t.publishers) ? t.publishers.map(String) : [],
      publishTo: typeof t.publishTo === 'string' && t.publishTo ? t.publishTo : null,
      signIn: t.signIn === 'oidc' ? 'oidc' : 'password',
    },
  };
}

export const session: Session | null = typeof document === 'undefined' ? null : readSession(document);

/** What a role may do (the server enforces it anyway; the app shows only what the person may use). */
export const canPublish = (s: Session | null): boolean =>
  s !== null && (s.person.role === 'publisher' || s.person.role === 'administrator');
export const isAdministrator = (s: Session | null): boolean => s?.person.role === 'administrator';

/** The page's anti-forgery token (the local editor's per-start token, or the team session's). */
export const editToken = (): string =>
  document.querySelector<HTMLMetaElement>('meta[name="edit-token"]')?.content ?? '';

export const SIGN_IN = '/_edit/sign-in';
export const SIGN_OUT = '/_edit/sign-out';

/** Leaving the editor for another page of the team server (replaced in tests: jsdom does not navigate). */
export const leave = { to: (url: string): void => location.assign(url) };
