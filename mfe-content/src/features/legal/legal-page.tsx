import styled from '@emotion/styled';
import { Breadcrumbs, PageMeta, useRuntimeConfig } from '@gentlebowl/platform';
import { breadcrumbTrail, type RouteId, routeHref } from '@gentlebowl/routes';
import { keepRangesTogether } from '@gentlebowl/ui';
import { Fragment } from 'react';
import { ContentPage } from '../../shared/content-page';
import type { LegalDocument } from './content/legal-document';
import { fillLegalText, fillLegalTokens } from './legal-tokens';

const Article = styled.article(({ theme }) => ({
  maxWidth: '48rem',
  lineHeight: 1.7,
  h1: { fontFamily: theme.fonts.heading, fontSize: 'clamp(1.875rem, 4vw, 2.5rem)', margin: `${theme.space(4)} 0 ${theme.space(2)}` },
  h2: { fontFamily: theme.fonts.heading, fontSize: '1.375rem', marginTop: theme.space(10) },
  ul: { paddingLeft: theme.space(6) },
  li: { marginBottom: theme.space(2) },
  a: { color: theme.colors.link },
}));

const DateLabel = styled.p(({ theme }) => ({ color: theme.colors.textMuted, margin: `0 0 ${theme.space(6)}` }));

const Contents = styled.nav(({ theme }) => ({
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  padding: `${theme.space(4)} ${theme.space(6)}`,
  margin: `${theme.space(6)} 0`,
  h2: { fontSize: '1rem', margin: `0 0 ${theme.space(2)}` },
  ol: { margin: 0, paddingLeft: theme.space(5), columns: '2 16rem' },
}));

interface Props {
  document: LegalDocument;
  route: RouteId;
}

export function LegalPage({ document, route }: Props) {
  const { brandName, contactEmail } = useRuntimeConfig();
  const render = (text: string) =>
    fillLegalTokens(text, { brand: brandName, email: contactEmail }).map((part, index) =>
      part.kind === 'email' ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed sentence never reorder
        <a key={index} href={`mailto:${part.address}`}>
          {part.address}
        </a>
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed sentence never reorder
        <Fragment key={index}>{keepRangesTogether(part.text)}</Fragment>
      ),
    );

  return (
    <ContentPage>
      <PageMeta title={document.title} description={fillLegalText(document.description, { brand: brandName, email: contactEmail })} canonical={routeHref(route)} />
      <Breadcrumbs items={breadcrumbTrail(route)} />
      <Article>
        <h1>{document.title}</h1>
        <DateLabel>{document.dateLabel}</DateLabel>
        {document.intro.map((text) => (
          <p key={text}>{render(text)}</p>
        ))}
        <Contents aria-label="On this page">
          <h2>On this page</h2>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </Contents>
        {document.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{section.heading}</h2>
            {section.blocks.map((block, index) =>
              block.kind === 'paragraph' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: a document's blocks are static
                <p key={index}>{render(block.text)}</p>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: a document's blocks are static
                <ul key={index}>
                  {block.items.map((item) => (
                    <li key={item}>{render(item)}</li>
                  ))}
                </ul>
              ),
            )}
          </section>
        ))}
      </Article>
    </ContentPage>
  );
}
