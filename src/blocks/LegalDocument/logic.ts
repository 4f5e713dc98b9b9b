/** The pure parts of the legal document: anchors and numbers of the sections, and the contact sentence's parts. */
import type { LegalDocumentBlock } from '../../generated/content';

export type LegalSection = LegalDocumentBlock['sections'][number];

export interface ContentsEntry {
  /** The element id of the section's heading block, also the table of contents link's #anchor. */
  anchor: string;
  /** "1", "2" … or "" when the document is not numbered. */
  number: string;
  title: string;
  section: LegalSection;
}

/** The document's sections with their anchors (block id + section id) and numbers. */
export function contents(block: Pick<LegalDocumentBlock, 'id' | 'numbered' | 'sections'>): ContentsEntry[] {
  const numbered = block.numbered ?? true;
  return block.sections.map((section, i) => ({
    anchor: `${block.id}-${section.id}`,
    number: numbered ? String(i + 1) : '',
    title: section.title,
    section,
  }));
}

/** A subsection's number under its section's, e.g. "2.1"; "" when the document is not numbered. */
export function subNumber(sectionNumber: string, index: number): string {
  return sectionNumber ? `${sectionNumber}.${index + 1}` : '';
}

export type ContactPart = { kind: 'text'; text: string } | { kind: 'email' | 'phone'; text: string; href: string };

export interface ContactValues {
  email: string;
  phone?: string;
  name: string;
}

/**
 * Splits a contact sentence at its {email}, {phone} and {name} placeholders: e-mail and phone become links
 * (mailto:, tel: without spaces), the name plain text. Unknown placeholders, and {phone} when the site
 * has no phone, stay as written so the mistake is visible.
 */
export function contactParts(text: string, values: ContactValues): ContactPart[] {
  const parts: ContactPart[] = [];
  for (const piece of text.split(/(\{\w+\})/)) {
    const key = /^\{(\w+)\}$/.exec(piece)?.[1];
    const prev = parts.at(-1);
    const plain = key === 'name' ? values.name : piece;
    if (key === 'email') parts.push({ kind: 'email', text: values.email, href: `mailto:${values.email}` });
    else if (key === 'phone' && values.phone)
      parts.push({ kind: 'phone', text: values.phone, href: `tel:${values.phone.replace(/[^+0-9]/g, '')}` });
    else if (prev?.kind === 'text') prev.text += plain;
    else if (plain) parts.push({ kind: 'text', text: plain });
  }
  return parts;
}
