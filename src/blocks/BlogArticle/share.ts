/** Sharing an article (spec: document 1, sections 4, 7 and 9): share addresses, the 600x400 popup and Copy Link. */

/** The window features of a share popup: 600x400 CSS pixels. */
export const POPUP_FEATURES = 'width=600,height=400';
/** How long the Copy Link entry reads "Copied!", in milliseconds. */
export const COPIED_MS = 2000;

export type Network = 'facebook' | 'x' | 'linkedin';

/** The share addresses of an article: three networks and a prepared e-mail. */
export function shareTargets(
  url: string,
  title: string,
  excerpt: string,
  readMore: string,
): Record<Network | 'email', string> {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${excerpt}\n\n${readMore} ${url}`)}`,
  };
}

/**
 * Opens a share address in a 600x400 popup window. The new window's link back to this page is cut right away
 * (opener = null): passing "noopener" in the features instead makes some browsers ignore the size and open a tab.
 */
export function openSharePopup(href: string): void {
  const popup = window.open(href, '_blank', POPUP_FEATURES);
  if (popup) popup.opener = null;
}

/**
 * Copies text to the clipboard. When the Clipboard API refuses (or is missing), the failure is logged as a
 * warning and a temporary text area with the copy command is used instead; focus goes back where it was.
 * Resolves to true when either way copied the text.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.warn('Clipboard write failed; using the fallback copy.', error);
  }
  // The pre-Clipboard-API way: select the text in an off-screen text area and run the copy command.
  const previous = document.activeElement as HTMLElement | null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  Object.assign(area.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  document.body.appendChild(area);
  area.focus({ preventScroll: true });
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch (error) {
    console.warn('The fallback copy failed too.', error);
  }
  area.remove();
  previous?.focus?.();
  return ok;
}
