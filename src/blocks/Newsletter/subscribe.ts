/**
 * The newsletter box's action. There is no mailing-list service, so Subscribe prepares an e-mail to the site's
 * address in the visitor's own e-mail program, with the typed address in the subject and body.
 */

/** Replaces {email} in a template with the typed address. */
export function withEmail(template: string, email: string): string {
  return template.replace(/\{email\}/g, email.trim());
}

/** The mailto: address of the prepared e-mail. */
export function subscribeMailto(to: string, subject: string, body: string, email: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(withEmail(subject, email))}&body=${encodeURIComponent(withEmail(body, email))}`;
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
