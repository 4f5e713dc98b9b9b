/**
 * A short tour of the built site, run against every server the site is published with: `npm start` (projects
 * desktop and mobile) and nginx with the generated configuration (project nginx, nginx-site.ts). Navigation, a
 * catalogue drill-down, the contact form with the e-mail service stubbed in the browser, and a not-found page.
 */
import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { isMobile, site, waitForHydration, watchConsole } from './helpers';

const load = (file: string) => parse(readFileSync(join(import.meta.dirname, '../../pages', file), 'utf8'));
const hr = load('hr-services.yaml');
const catalogue = hr.sections.find((s: { type: string }) => s.type === 'catalogue');
const contact = load('contact.yaml');
const form = contact.sections.find((s: { type: string }) => s.type === 'contactForm');
const labels = form.fields as Record<string, { label: string }>;

async function open(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  await waitForHydration(page);
}

test.describe('smoke tour', () => {
  test('the header navigates between pages without a full reload', async ({ page }) => {
    const log = watchConsole(page);
    await open(page, '/');
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    if (isMobile(test.info())) {
      await page.getByRole('button', { name: site.header.menuLabel }).click();
      await page.getByRole('navigation', { name: site.labels.mobileNav }).getByRole('link', { name: 'About' }).click();
    } else {
      await page.getByRole('navigation', { name: site.labels.mainNav }).getByRole('link', { name: 'About' }).click();
    }
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    log.expectClean();
  });

  test('a catalogue opens a service and goes back to the grid', async ({ page }) => {
    const log = watchConsole(page);
    await open(page, '/hr-services');
    const root = page.locator(`#${catalogue.id}`);
    const service = catalogue.items[0];
    await root.getByRole('button', { name: service.title, exact: true }).click();
    await expect(root).toHaveAttribute('data-catalogue-view', 'detail');
    await expect(root.getByRole('heading', { level: 2, name: service.title, exact: true })).toBeVisible();
    await root.getByRole('button', { name: catalogue.labels.backToServices, exact: true }).click();
    await expect(root).toHaveAttribute('data-catalogue-view', 'grid');
    log.expectClean();
  });

  test('the contact form sends (e-mail service stubbed) and shows the success toast', async ({ page }) => {
    const log = watchConsole(page);
    const sent: unknown[] = [];
    // The built site posts to the e-mail service's own origin, which the Content-Security-Policy allows.
    await page.route('https://api.emailjs.com/**', async (route) => {
      const cors = {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
        'Access-Control-Allow-Methods': 'POST',
      };
      if (route.request().method() === 'POST') sent.push(route.request().postDataJSON());
      await route.fulfill({ status: 200, headers: cors, body: 'OK' });
    });
    await open(page, '/contact');
    const values: Record<string, string> = {
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      phone: '+91 90000 11111',
      company: 'Rao Textiles',
      subject: 'Smoke test',
      message: 'We need help with GST registration.',
    };
    for (const [name, value] of Object.entries(values))
      await page.locator('main form').getByLabel(labels[name].label, { exact: true }).fill(value);
    await page.getByRole('button', { name: form.submitLabel }).click();
    await expect(page.getByRole('status').filter({ hasText: form.success.title })).toContainText(form.success.text);
    expect(sent).toHaveLength(1);
    expect((sent[0] as { template_params: Record<string, string> }).template_params.subject).toBe('Smoke test');
    log.expectClean();
  });

  test('an unknown blog article gets the blog not-found page with status 404', async ({ page }) => {
    const res = await page.goto('/resources/blog/99999');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
