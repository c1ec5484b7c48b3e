import { FIRST_RUN_PAGE_SECTIONS, type PageSectionSlug } from '@rules/page-sections';
import { usePageQuery } from '../data/pageData';
import { graphql } from '../gql';
import { sectionWordsOf, type SectionWords } from './sectionWords';

/**
 * The words of the pages' sections (issue P20): each section of a page is a page text the team
 * edits in the back office (Page Texts), found by the slug of its place (`@rules/page-sections`).
 * Every section of a page reads them through one page query; islands get the words in their props.
 */
const PageSectionsQuery = graphql(`
  query PageSections {
    pageSections {
      slug
      title
      eyebrow
      lead
      text
      points
    }
  }
`);

export type { SectionWords };

/** The first run's words of a place: what a page shows should its page text not be read (the page is then a 503 no one keeps). */
const firstRunWordsOf = (slug: PageSectionSlug): SectionWords => sectionWordsOf(FIRST_RUN_PAGE_SECTIONS[slug]);

/** The published words of the places of the page being rendered, by slug (when which place is not known up front). */
export function usePageSections(): (slug: PageSectionSlug) => SectionWords {
  const { data } = usePageQuery(PageSectionsQuery, {});
  const sections = data?.pageSections ?? [];
  return (slug) => {
    const section = sections.find((row) => row.slug === slug);
    return section ? sectionWordsOf({ ...section, eyebrow: section.eyebrow ?? undefined, lead: section.lead ?? undefined }) : firstRunWordsOf(slug);
  };
}

/** The published words of one place of the page being rendered. */
export function usePageSection(slug: PageSectionSlug): SectionWords {
  return usePageSections()(slug);
}
