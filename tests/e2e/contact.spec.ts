import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { site, waitForHydration, watchConsole } from './helpers';
import { urls } from './ports';

const base = urls.contact;
const fake = urls.fakeEmail;
const page = parse(readFileSync(join(import.meta.dirname, '../../pages/contact.yaml'), 'utf8'));
const form = page.sections.find((s: { type: string }) => s.type === 'contactForm');
const labels = form.fields as Record<string, { label: string }>;

async function fill(p: Page, subject: string) {
  const values: Record<string, string> = {
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.com',
    phone: '+91 90000 11111',
    company: 'Rao Textiles',
    subject,
    message: 'We need help with GST registration for a new unit.',
  };
  for (const [name, value] of Object.entries(values))
    await p.locator('main form').getByLabel(labels[name].label, { exact: true }).fill(value);
  return values;
}

async function recorded(p: Page, subject: string) {
  const all = (await (await p.request.get(`${fake}/__recorded`)).json()) as {
    body: { template_params: Record<string, string> } & Record<string, unknown>;
  }[];
  return all.filter((r) => r.body.template_params?.subject === subject);
}

test.describe('contact form', () => {
  test.skip(
    () => test.info().project.name !== 'desktop' && test.info().title.includes('each failure'),
    'statuses once',
  );

  test('every field has a visible label and native validation blocks an empty submit', async ({ page: p }) => {
    await p.goto(`${base}/contact`);
    await waitForHydration(p);
    for (const { label } of Object.values(labels))
      await expect(p.locator(`#${form.id} label`).getByText(label, { exact: true })).toBeVisible();
    await expect(p.locator('main form').getByLabel(labels.email.label, { exact: true })).toHaveAttribute(
      'type',
      'email',
    );
    await expect(p.locator('main form').getByLabel(labels.phone.label, { exact: true })).toHaveAttribute('type', 'tel');
    await p.getByRole('button', { name: form.submitLabel }).click();
    await expect(p.locator('main form').getByLabel(labels.firstName.label, { exact: true })).toHaveJSProperty(
      'validity.valueMissing',
      true,
    );
    await expect(p.getByRole('status')).toHaveCount(0);
    await expect(p.getByRole('alert')).toHaveCount(0);
  });

  test('a successful send shows "Sending...", then the success toast, and clears the form', async ({ page: p }) => {
    const log = watchConsole(p);
    await p.goto(`${base}/contact`);
    await waitForHydration(p);
    const subject = `Hello ${test.info().project.name} ${Date.now()}`;
    const values = await fill(p, subject);
    const button = p.getByRole('button', { name: form.submitLabel });
    await button.click();
    const sending = p.getByRole('button', { name: form.sendingLabel });
    await expect(sending).toBeDisabled();
    const toast = p.getByRole('status').filter({ hasText: form.success.title });
    await expect(toast).toContainText(form.success.text);
    await expect(p.locator('main form').getByLabel(labels.firstName.label, { exact: true })).toHaveValue('');
    await expect(p.locator('main form').getByLabel(labels.message.label, { exact: true })).toHaveValue('');
    await expect(button).toBeEnabled();
    const [sent] = await recorded(p, subject);
    expect(sent.body).toMatchObject({
      service_id: site.contactForm.serviceId,
      template_id: site.contactForm.templateId,
      user_id: site.contactForm.publicKey,
      lib_version: '4.4.1',
    });
    expect(sent.body.template_params).toEqual({
      first_name: values.firstName,
      last_name: values.lastName,
      email: values.email,
      phone: values.phone,
      company: values.company,
      subject: values.subject,
      message: values.message,
    });
    await toast.getByRole('button', { name: form.dismissLabel }).click();
    await expect(toast).toHaveCount(0);
    log.expectClean();
  });

  for (const failure of ['status-400', 'status-403', 'status-429', 'status-451', 'network-failure']) {
    test(`each failure keeps what was typed and shows the failure toast: ${failure}`, async ({ page: p }) => {
      await p.goto(`${base}/contact`);
      await waitForHydration(p);
      const subject = `${failure} ${Date.now()}`;
      const values = await fill(p, subject);
      await p.getByRole('button', { name: form.submitLabel }).click();
      const toast = p.getByRole('alert').filter({ hasText: form.failure.title });
      await expect(toast).toContainText(form.failure.text);
      for (const [name, value] of Object.entries(values))
        await expect(p.locator('main form').getByLabel(labels[name].label, { exact: true })).toHaveValue(value);
      await expect(p.getByRole('button', { name: form.submitLabel })).toBeEnabled();
    });
  }

  test('a double click sends the message once', async ({ page: p }) => {
    await p.goto(`${base}/contact`);
    await waitForHydration(p);
    const subject = `Once ${test.info().project.name} ${Date.now()}`;
    await fill(p, subject);
    await p.getByRole('button', { name: form.submitLabel }).dblclick();
    await expect(p.getByRole('status').filter({ hasText: form.success.title })).toBeVisible();
    expect(await recorded(p, subject)).toHaveLength(1);
  });
});
