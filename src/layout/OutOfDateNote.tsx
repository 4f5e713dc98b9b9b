/**
 * The note above a translated page whose English page has changed since it was translated (page data's
 * `outOfDate`): one sentence in the page's language and a plain link to the English page (another language's
 * address is a document navigation). Its code loads only with such pages (src/render/routes.tsx).
 */
import styled from 'styled-components';
import { useLanguage, useSite } from '../render/context';
import { Container } from '../render/ui';
import { theme } from '../theme/theme';

const Band = styled.div`background: #fff7e0; border-bottom: 1px solid #f0d48a; color: ${theme.color.text};`;
const Text = styled.p`margin: 0; padding: .75rem 0; font-size: ${theme.size.sm};
  a { color: ${theme.color.brand}; font-weight: 600; text-decoration: underline; }`;

export function OutOfDateNote({ englishPath }: { englishPath: string }) {
  // Both labels are required on a site of several languages (the validator says so).
  const { labels } = useSite().site;
  const { defaultCode } = useLanguage();
  return (
    <Band role="note" data-out-of-date="">
      <Container>
        <Text>
          {`${labels.outOfDate} `}
          <a href={englishPath} hrefLang={defaultCode}>
            {labels.readInEnglish}
          </a>
        </Text>
      </Container>
    </Band>
  );
}
