/**
 * The note above a translated page whose English page has changed since it was translated (page data's
 * `outOfDate`): one sentence in the page's language and a plain link to the English page (another language's
 * address is a document navigation).
 */
import styled from 'styled-components';
import { Container } from '../render/ui';
import { theme } from '../theme/theme';

const Band = styled.div`background: #fff7e0; border-bottom: 1px solid #f0d48a; color: ${theme.color.text};`;
const Text = styled.p`margin: 0; padding: .75rem 0; font-size: ${theme.size.sm};
  a { color: ${theme.color.brand}; font-weight: 600; text-decoration: underline; white-space: nowrap; }`;

export interface OutOfDateWords {
  /** The sentence saying the English page has changed since. */
  outOfDate: string;
  /** The link's text. */
  readInEnglish: string;
}

/** The note's words from the site's labels (English as the contract writes them where the site file has none). */
export function outOfDateWords(labels: Partial<OutOfDateWords>): OutOfDateWords {
  return {
    outOfDate:
      labels.outOfDate ??
      'This translation was made from an earlier version of the English page, which has changed since.',
    readInEnglish: labels.readInEnglish ?? 'Read the English page',
  };
}

export function OutOfDateNote({
  englishPath,
  englishCode,
  words,
}: {
  englishPath: string;
  englishCode: string;
  words: OutOfDateWords;
}) {
  return (
    <Band role="note" data-out-of-date="">
      <Container>
        <Text>
          {`${words.outOfDate} `}
          <a href={englishPath} hrefLang={englishCode}>
            {words.readInEnglish}
          </a>
        </Text>
      </Container>
    </Band>
  );
}
