import styled from 'styled-components';
import { useSite } from '../render/context';
import { SmartLink } from '../render/SmartLink';
import { Icon } from '../render/Icon';
import { Container } from '../render/ui';
import { fill } from '../render/fill';
import { theme, up } from '../theme/theme';

const Foot = styled.footer`background: #0a1f44; color: ${theme.color.textOnDarkMuted}; padding: ${theme.space.xxl} 0 ${theme.space.lg};
  a { color: inherit; text-decoration: none; } a:hover { color: #fff; text-decoration: underline; }`;
const Grid = styled.div`display: grid; gap: ${theme.space.xl};
  ${up('md')} { grid-template-columns: repeat(2, 1fr); }
  ${up('lg')} { grid-template-columns: 1.4fr repeat(4, 1fr); }`;
const Brand = styled.div`p { max-width: 28rem; }`;
const Name = styled.p`color: #fff; font-weight: 800; font-size: ${theme.size.xl}; margin-bottom: .5rem;`;
const Col = styled.nav`h2 { color: #fff; font-size: ${theme.size.md}; margin-bottom: .75rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .4rem; }`;
const Social = styled.ul`list-style: none; display: flex; gap: .5rem; margin: .75rem 0 0; padding: 0;
  a { display: inline-flex; width: 40px; height: 40px; align-items: center; justify-content: center; border-radius: 50%; background: rgba(255,255,255,.1); }
  a:hover { background: rgba(255,255,255,.2); }`;
const Bottom = styled.p`margin: ${theme.space.xl} 0 0; padding-top: ${theme.space.lg}; border-top: 1px solid rgba(255,255,255,.12); font-size: ${theme.size.sm}; text-align: center;`;

export function Footer() {
  const { site } = useSite();
  const o = site.organisation;
  return (
    <Foot>
      <Container>
        <Grid>
          <Brand>
            <Name>{o.shortName}</Name>
            <p>{o.description}</p>
            <p id="footer-social-title" style={{ color: '#fff', fontWeight: 700, margin: '1rem 0 0' }}>
              {site.footer.socialTitle}
            </p>
            <Social aria-labelledby="footer-social-title">
              {o.social.map((s) => (
                <li key={s.network}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${s.label} ${site.labels.newTab}`}
                  >
                    <Icon name={`brand-${s.network}`} size={18} />
                  </a>
                </li>
              ))}
            </Social>
          </Brand>
          {site.footer.columns.map((col) => (
            <Col key={col.title} aria-label={col.title}>
              <h2>{col.title}</h2>
              <ul>
                {col.links.map((l) => (
                  <li key={l.href}>
                    <SmartLink href={l.href}>{l.label}</SmartLink>
                  </li>
                ))}
              </ul>
            </Col>
          ))}
        </Grid>
        <Bottom>{fill(site.footer.copyright, { year: o.copyrightYear, name: o.name })}</Bottom>
      </Container>
    </Foot>
  );
}
