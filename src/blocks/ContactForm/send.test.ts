// @vitest-environment jsdom
import { describe, it, expect, vi, afterEach } from 'vitest';
import { sendMessage } from './send';

const values = {
  firstName: 'A',
  lastName: 'B',
  email: 'a@example.com',
  phone: '1',
  company: 'C',
  subject: '  ',
  message: 'Hi',
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('sendMessage', () => {
  it('falls back to the configured subject when the subject is empty', async () => {
    const fetch = vi.fn(async () => new Response('OK', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await sendMessage(
      { publicKey: 'pk', serviceId: 'svc', templateId: 'tpl', origin: 'http://127.0.0.1:9' },
      values,
      'Contact Form Submission',
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:9/api/v1.0/email/send');
    expect(JSON.parse(String(init.body)).template_params.subject).toBe('Contact Form Submission');
  });

  it('rejects when the ids are missing, without calling the service', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(sendMessage({ publicKey: '', serviceId: '', templateId: '' }, values, 'x')).rejects.toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects on a non-2xx answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Too many', { status: 429 })),
    );
    await expect(sendMessage({ publicKey: 'pk', serviceId: 's', templateId: 't' }, values, 'x')).rejects.toMatchObject({
      status: 429,
    });
  });
});
