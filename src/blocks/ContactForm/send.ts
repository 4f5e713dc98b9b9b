import type { Site } from '../../generated/content';

export const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'company', 'subject', 'message'] as const;
export type FieldName = (typeof FIELDS)[number];

/**
 * Sends the message through the e-mail service (loaded only when a visitor sends). Rejects on any failure:
 * a non-2xx status, a network error, or missing ids.
 */
export async function sendMessage(
  config: Site['contactForm'],
  v: Record<FieldName, string>,
  subjectFallback: string,
): Promise<void> {
  const emailjs = (await import('@emailjs/browser')).default;
  // The service's address can only be changed through init() (tests and staging use another one).
  emailjs.init({ publicKey: config.publicKey, ...(config.origin ? { origin: config.origin } : {}) } as never);
  await emailjs.send(
    config.serviceId,
    config.templateId,
    {
      first_name: v.firstName,
      last_name: v.lastName,
      email: v.email,
      phone: v.phone,
      company: v.company,
      subject: v.subject.trim() || subjectFallback,
      message: v.message,
    },
    { publicKey: config.publicKey },
  );
}
