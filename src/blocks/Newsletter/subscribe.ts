/**
 * The newsletter box's action. There is no mailing-list service, so Subscribe prepares an e-mail to the site's
 * address in the visitor's own e-mail program, with the typed address in the subject and body.
 */
import { fill } from '../../render/fill';

/** The mailto: address of the prepared e-mail, the typed address (trimmed) in place of {email} in subject and body. */
export function subscribeMailto(to: string, subject: string, body: string, email: string): string {
  const values = { email: email.trim() };
  return `mailto:${to}?subject=${encodeURIComponent(fill(subject, values))}&body=${encodeURIComponent(fill(body, values))}`;
}

/** Hands a mailto: address to the browser (an anchor click, which leaves the page in place). */
export function openMailto(href: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
}
