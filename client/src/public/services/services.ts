import { isServiceIcon } from '@rules/page-lists';
import { usePageQuery } from '../data/pageData';
import { graphql } from '../gql';
import type { Service } from './ServiceShowcase';

/** The published services, in the order the team gave them (issue P20: edited in the back office as Services). */
const ServicesShowcaseQuery = graphql(`
  query ServicesShowcase {
    serviceOfferings {
      id
      label
      icon
      title
      summary
      points
      highlightValue
      highlightLabel
    }
  }
`);

/** The services the showcase shows: a service whose icon this build cannot draw (the API takes only the ones it can) is left out. */
export function usePublishedServices(): Service[] {
  return (usePageQuery(ServicesShowcaseQuery, {}).data?.serviceOfferings ?? []).flatMap(({ id, label, icon, title, summary, points, highlightValue, highlightLabel }) =>
    isServiceIcon(icon) ? [{ id, label, icon, title, summary, points, highlight: { value: highlightValue, label: highlightLabel } }] : [],
  );
}
