import { test, expect } from '@playwright/test';
import { site, isMobile, waitForHydration, watchConsole } from './helpers';

const services = site.header.nav.find((n: { items?: unknown[] }) => n.items).items as { label: string; href: string }[];

test.describe('shared layout', () => {
  test('the prerendered page is laid out as the running app lays it out (nothing moves when the app starts)', async ({
    page,
    browser,
  }) => {
    // The contact bar's and the header's rows, the resources frame, and a call to action: each extends the shared
    // content column, whose rules a prerendered page carries more than once (once per cached layout part).
    const boxes = [
      'body > aside > div',
      'body > header > div',
      'main > div:first-child',
      '[data-island="cta"] section > div',
    ];
    const measure = (selectors: string[]) =>
      selectors.map((sel) => {
        const el = document.querySelector(sel);
        if (!el) return null;
        const s = getComputedStyle(el);
        return `${sel}: padding ${s.padding}, max-width ${s.maxWidth}, width ${Math.round(el.getBoundingClientRect().width)}`;
      });
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize()! });
    try {
      const served = await noScript.newPage();
      for (const path of ['/about', '/resources/blog', '/']) {
        await served.goto(path);
        await page.goto(path);
        await waitForHydration(page);
        expect(await page.evaluate(measure, boxes), path).toEqual(await served.evaluate(measure, boxes));
      }
    } finally {
      await noScript.close();
    }
  });

  test('contact bar shows the e-mail, the phone numbers and the address', async ({ page }) => {
    await page.goto('/about');
    const o = site.organisation;
    await expect(page.locator(`a[href="mailto:${o.email}"]`).first()).toBeVisible();
    for (const phone of o.phones) await expect(page.getByRole('link', { name: phone }).first()).toBeAttached();
    if (!isMobile(test.info())) await expect(page.getByText(o.address.street).first()).toBeVisible();
  });

  test('header marks the current page and navigates without a full reload', async ({ page }) => {
    test.skip(isMobile(test.info()), 'desktop navigation');
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: site.labels.mainNav });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('services dropdown opens on hover and closes 180 ms after the pointer leaves', async ({ page }) => {
    test.skip(isMobile(test.info()), 'desktop dropdown');
    await page.clock.install();
    await page.goto('/about');
    await waitForHydration(page);
    // Paused, the fake clock moves only by runFor: left running, it also moved with real time, and on a busy
    // machine more than the 30 ms of slack below passed between leaving and looking (a CI run failed so).
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const trigger = page.getByRole('button', { name: 'Services' });
    const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeHidden();
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    for (const s of services) await expect(panel.getByRole('link', { name: new RegExp(s.label) })).toBeVisible();
    await page.mouse.move(5, 700);
    await page.clock.runFor(150);
    await expect(panel).toBeVisible();
    await page.clock.runFor(40);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('services dropdown closes on a click outside and on Escape, and works by keyboard', async ({ page }) => {
    test.skip(isMobile(test.info()), 'desktop dropdown');
    await page.goto('/about');
    await waitForHydration(page);
    const trigger = page.getByRole('button', { name: 'Services' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', services[0].href);
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(10, 600);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('hamburger menu below 768 px toggles, expands Services and closes after navigating', async ({ page }) => {
    test.skip(!isMobile(test.info()), 'phone menu');
    await page.goto('/about');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: site.labels.mainNav })).toBeHidden();
    const burger = page.getByRole('button', { name: site.header.menuLabel });
    await burger.click();
    const menu = page.getByRole('navigation', { name: site.labels.mobileNav });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: site.header.closeMenuLabel })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const section = menu.getByRole('button', { name: 'Services' });
    await expect(menu.getByRole('link', { name: services[0].label })).toBeHidden();
    await section.click();
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    for (const s of services) await expect(menu.getByRole('link', { name: s.label })).toBeVisible();
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
  });

  test('logo links home from other pages; on the home page it scrolls up and reloads after 500 ms', async ({
    page,
  }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const logo = page.getByRole('link', { name: site.header.homeLabel });
    await expect(logo).toHaveAttribute('href', '/');
    await logo.click();
    await expect(page).toHaveURL(/\/$/);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
      window.scrollTo(0, 600);
    });
    const reloaded = page.waitForEvent('load');
    await logo.click();
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('footer lists the services, company and legal links, social links in new tabs, and the copyright year', async ({
    page,
  }) => {
    await page.goto('/contact');
    const footer = page.getByRole('contentinfo');
    for (const s of services)
      await expect(footer.getByRole('link', { name: s.label, exact: true })).toHaveAttribute('href', s.href);
    for (const [name, href] of [
      ['About Us', '/about'],
      ['Contact', '/contact'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const s of site.organisation.social) {
      const link = footer.locator(`a[href="${s.href}"]`);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer).toContainText(`© ${site.organisation.copyrightYear}`);
  });

  test('floating WhatsApp button opens a chat with country code 91 in a new tab', async ({ page }) => {
    await page.goto('/');
    const w = site.organisation.whatsapp;
    const button = page.getByRole('link', { name: new RegExp(w.label) });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('href', `https://wa.me/91${w.number}`);
    await expect(button).toHaveAttribute('target', '_blank');
    await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
    const box = await button.boundingBox();
    const vp = page.viewportSize()!;
    expect(box!.x + box!.width).toBeGreaterThan(vp.width - 40);
    expect(box!.y + box!.height).toBeGreaterThan(vp.height - 40);
  });

  test('every navigation scrolls to the top', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const log = watchConsole(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    log.expectClean();
  });
});
