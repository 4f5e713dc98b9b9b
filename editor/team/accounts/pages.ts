/**
 * The team editor's own pages before the editor opens: sign in, the first administrator's setup and an invited
 * person's welcome (choose a password). Plain HTML forms that work without scripts, posted to the same address;
 * every value shown is escaped, the words are in editor/contract/words.ts, the style is this file's, by the response's nonce.
 */
import { words } from '../../contract/words.js';
import { escapeHtml } from '../../core/shell.js';

const w = () => words.teamPages;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b1f24;background:#f3f5f7;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1rem}
main{background:#fff;border:1px solid #d5dae0;border-radius:12px;padding:2rem;width:100%;max-width:26rem;box-shadow:0 2px 12px rgba(0,0,0,.06)}
h1{font-size:1.5rem;margin:0 0 .25rem}
p{margin:.25rem 0 1rem;color:#444}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input,select{width:100%;font:inherit;padding:.6rem .7rem;min-height:44px;border:1px solid #8a939c;border-radius:8px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
button,.button{display:inline-flex;align-items:center;justify-content:center;width:100%;min-height:44px;margin-top:1.5rem;padding:.6rem 1rem;font:inherit;font-weight:600;border-radius:8px;border:0;background:#1a5fb4;color:#fff;cursor:pointer;text-decoration:none}
.button.other{background:#fff;color:#1a5fb4;border:1px solid #1a5fb4;margin-top:1rem}
.error{background:#fdecea;border:1px solid #c62828;color:#8e1b1b;border-radius:8px;padding:.75rem;margin:1rem 0}
.note{background:#e8f1fb;border:1px solid #1a5fb4;border-radius:8px;padding:.75rem;margin:1rem 0}
.hint{font-size:.9rem;color:#555;margin:.25rem 0 0}
`;

function page(title: string, nonce: string, body: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)} · ${escapeHtml(w().brand)}</title>` +
    `<style nonce="${nonce}">${STYLE}</style></head><body><main>${body}</main></body></html>`
  );
}

function error(message?: string): string {
  return message ? `<div class="error" role="alert" id="form-error">${escapeHtml(message)}</div>` : '';
}

function field(
  name: string,
  label: string,
  type: string,
  extra: { value?: string; autocomplete: string; hint?: string; minlength?: number },
): string {
  const hintId = extra.hint ? `${name}-hint` : '';
  return (
    `<label for="${name}">${escapeHtml(label)}</label>` +
    `<input id="${name}" name="${name}" type="${type}" required autocomplete="${extra.autocomplete}"` +
    (extra.value ? ` value="${escapeHtml(extra.value)}"` : '') +
    (extra.minlength ? ` minlength="${extra.minlength}"` : '') +
    (hintId ? ` aria-describedby="${hintId}"` : '') +
    '>' +
    (extra.hint ? `<p class="hint" id="${hintId}">${escapeHtml(extra.hint)}</p>` : '')
  );
}

export interface SignInView {
  nonce: string;
  email?: string;
  error?: string;
  note?: string;
  /** The identity provider's button, when one is set. */
  oidc?: { label: string; href: string };
}

export function signInPage(v: SignInView): string {
  const t = w();
  return page(
    t.signInTitle,
    v.nonce,
    `<h1>${escapeHtml(t.signInTitle)}</h1><p>${escapeHtml(t.signInIntro)}</p>` +
      (v.note ? `<div class="note" role="status">${escapeHtml(v.note)}</div>` : '') +
      error(v.error) +
      '<form method="post" action="/_edit/sign-in">' +
      field('email', t.email, 'email', { value: v.email, autocomplete: 'username' }) +
      field('password', t.password, 'password', { autocomplete: 'current-password' }) +
      `<button type="submit">${escapeHtml(t.signIn)}</button></form>` +
      (v.oidc ? `<a class="button other" href="${escapeHtml(v.oidc.href)}">${escapeHtml(v.oidc.label)}</a>` : ''),
  );
}

export interface PasswordView {
  nonce: string;
  /** The one-time link's token, sent back with the form. */
  token: string;
  name?: string;
  email?: string;
  error?: string;
}

/** The first administrator's form: name, e-mail, password twice. */
export function setupPage(v: PasswordView): string {
  const t = w();
  return page(
    t.setupTitle,
    v.nonce,
    `<h1>${escapeHtml(t.setupTitle)}</h1><p>${escapeHtml(t.setupIntro)}</p>` +
      error(v.error) +
      '<form method="post" action="/_edit/setup">' +
      `<input type="hidden" name="token" value="${escapeHtml(v.token)}">` +
      field('name', t.name, 'text', { value: v.name, autocomplete: 'name' }) +
      field('email', t.email, 'email', { value: v.email, autocomplete: 'username' }) +
      field('password', t.newPassword, 'password', {
        autocomplete: 'new-password',
        hint: t.passwordRule,
        minlength: 12,
      }) +
      field('repeat', t.repeatPassword, 'password', { autocomplete: 'new-password' }) +
      `<button type="submit">${escapeHtml(t.setupButton)}</button></form>`,
  );
}

/** An invited person's form: their name and a password (the e-mail is the invitation's). */
export function welcomePage(v: PasswordView): string {
  const t = w();
  return page(
    t.welcomeTitle,
    v.nonce,
    `<h1>${escapeHtml(t.welcomeTitle)}</h1><p>${escapeHtml(t.welcomeIntro(v.email ?? ''))}</p>` +
      error(v.error) +
      '<form method="post" action="/_edit/welcome">' +
      `<input type="hidden" name="token" value="${escapeHtml(v.token)}">` +
      field('name', t.name, 'text', { value: v.name, autocomplete: 'name' }) +
      field('password', t.newPassword, 'password', {
        autocomplete: 'new-password',
        hint: t.passwordRule,
        minlength: 12,
      }) +
      field('repeat', t.repeatPassword, 'password', { autocomplete: 'new-password' }) +
      `<button type="submit">${escapeHtml(t.welcomeButton)}</button></form>`,
  );
}

/** A page with a message and a link onward (a used link, a refused request). */
export function messagePage(nonce: string, title: string, message: string, link?: { href: string; text: string }) {
  return page(
    title,
    nonce,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>` +
      (link ? `<a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>` : ''),
  );
}

/** After the identity provider's answer: moves on to the editor by a same-site navigation (the session cookie is
 * SameSite=Strict, which a redirect answering the provider's cross-site one would not carry). */
export function onwardPage(nonce: string, to: string): string {
  return page(
    w().signingIn,
    nonce,
    `<meta http-equiv="refresh" content="0;url=${escapeHtml(to)}"><p>${escapeHtml(w().signingIn)}</p>` +
      `<a class="button" href="${escapeHtml(to)}">${escapeHtml(w().continue)}</a>`,
  );
}
