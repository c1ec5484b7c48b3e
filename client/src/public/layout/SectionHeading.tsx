import { Stack, Text, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SectionHeadingProps extends Omit<StackProps, 'title'> {
  /** The heading's id, for the section's `aria-labelledby`. */
  id: string;
  /** The short line above the heading; none when blank (a page text's eyebrow may be). */
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  /** More under the heading (paragraphs, a list, a button). */
  children?: ReactNode;
}

/** A page section's eyebrow, heading (h2) and lead: the same rhythm on every page. */
export function SectionHeading({ id, eyebrow, title, lead, children, ...props }: SectionHeadingProps) {
  return (
    <Stack gap="4" {...props}>
      {eyebrow && (
        <Text textStyle="eyebrow" color="brand.fg">
          {eyebrow}
        </Text>
      )}
      <Text as="h2" id={id} textStyle="title">
        {title}
      </Text>
      {lead && (
        <Text textStyle="lead" color="fg.muted">
          {lead}
        </Text>
      )}
      {children}
    </Stack>
  );
}
