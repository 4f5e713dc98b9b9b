import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { openFile, save } from './helpers';
import { editRoot } from './tempRoot';

const git = (...args: string[]) => execFileSync('git', ['-C', editRoot, ...args], { encoding: 'utf8' }).trim();

test.describe.configure({ mode: 'serial' });
test.afterAll(() => rmSync(join(editRoot, '.git'), { recursive: true, force: true }));

test('publishing from a folder that is not a git repository says so and changes nothing', async ({ page }) => {
  rmSync(join(editRoot, '.git'), { recursive: true, force: true });
  await page.goto('/_edit');
  await page.getByRole('button', { name: 'Save a version…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save a version of the site' });
  await expect(dialog.getByRole('alert')).toContainText('is not a git repository');
  await expect(dialog.getByRole('button', { name: 'Save this version' })).toHaveCount(0);
});

test('a saved change is listed and committed with a message, and the commit is in git log', async ({ page }) => {
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'editor@example.com');
  git('config', 'user.name', 'Site editor test');
  git('add', '-A');
  git('commit', '-q', '-m', 'Content as copied');

  await openFile(page, 'pages/terms.yaml');
  await page.locator('#root_meta_title').fill('Terms of use (2025)');
  await save(page);
  await page.getByRole('button', { name: 'Save a version…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save a version of the site' });
  await expect(dialog.getByRole('listitem')).toHaveText(['changedpages/terms.yaml']);
  await dialog.getByRole('button', { name: 'Save this version' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Write a note about what changed first');
  await dialog.getByLabel('What changed (a note for the history)').fill('Retitle the terms of use');
  await dialog.getByRole('button', { name: 'Save this version' }).click();
  await expect(dialog.getByRole('status')).toContainText('Saved as version');
  await expect(dialog).toContainText('Nothing new');
  // Nothing left to save: the dialog no longer speaks of changed files.
  await expect(dialog).not.toContainText('changed since the last version');
  expect(git('log', '-1', '--format=%s')).toBe('Retitle the terms of use');
  expect(git('show', '--name-only', '--format=', 'HEAD')).toBe('pages/terms.yaml');
});
