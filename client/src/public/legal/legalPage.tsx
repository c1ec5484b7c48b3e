import { Button, Stack, Text, chakra } from '@chakra-ui/react';
import { headingsOf, type HeadingEntry } from '@shared/rich-text/text';
import type { RichTextDocument } from '@shared/rich-text/schema';
import { Link } from 'react-router-dom';
import { LEGAL_LABELS } from '../../content/legal';
import { PageWidth } from '../../ui/PageWidth';
import { usePageQuery } from '../data/pageData';
import { usePageHead } from '../data/pageHead';
import { graphql } from '../gql';
import { HeroSection, HeroTitle } from '../layout/HeroSection';

/** A legal page's published text (issue P20: edited in the back office's Legal Pages screen). */
const LegalPageQuery = graphql(`
  query LegalPage($slug: String!) {
    legalPage(slug: $slug) {
      id
      title
      lead
      body
      bodyHtml
      updatedAt
    }
  }
`);

export interface LegalText {
  title: string;
  lead: string | null;
  html: string;
  /** Its headings with the anchors the server's HTML gives them (the topics to jump to). */
  headings: readonly HeadingEntry[];
  updatedAt: string;
}

/** The page's text by its slug; null when it is not published (404) or cannot be read (503: the page data says so). */
export function useLegalPage(slug: string): { text: LegalText | null; missing: boolean } {
  const result = usePageQuery(LegalPageQuery, { slug });
  if (!result.data) return { text: null, missing: result.error.code === 'NOT_FOUND' };
  const { title, lead, body, bodyHtml, updatedAt } = result.data.legalPage;
  // The server sends only documents its parser accepted.
  const headings = body ? headingsOf(body as RichTextDocument) : [];
  return { text: { title, lead, html: bodyHtml, headings, updatedAt }, missing: false };
}

/** Dates as the company writes them, on its own clock (Bengaluru). */
const longDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });
const isoDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** "Last updated: 6 December 2026": when the team last changed the page. */
export function LastUpdated({ at, ...props }: { at: string } & Parameters<typeof Text>[0]) {
  const date = new Date(at);
  return (
    <Text color="ink.300" fontSize="sm" {...props}>
      {LEGAL_LABELS.lastUpdated}: <chakra.time dateTime={isoDate.format(date)}>{longDate.format(date)}</chakra.time>
    </Text>
  );
}

/** No published text for the page (404), or it cannot be read just now (503). */
export function LegalPageMissing({ title, missing, titleId }: { title: string; missing: boolean; titleId: string }) {
  usePageHead({ status: missing ? 404 : undefined, indexable: false });
  return (
    <HeroSection labelledBy={titleId}>
      <PageWidth py={{ base: '14', md: '20' }} maxW="4xl" mx="auto">
        <Stack gap="6" align="start">
          <HeroTitle id={titleId} eyebrow={LEGAL_LABELS.eyebrow} title={title} lead={missing ? LEGAL_LABELS.missing : LEGAL_LABELS.unavailable} />
          <Button asChild colorPalette="mint">
            <Link to="/contact">{LEGAL_LABELS.contactLink}</Link>
          </Button>
        </Stack>
      </PageWidth>
    </HeroSection>
  );
}
