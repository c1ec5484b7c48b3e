import { chakra } from '@chakra-ui/react';
import { BRAND } from '../content/brand';

/** The Finmesh mark (a mesh of three parties around one match) and the word mark (the site's name: its settings' on public pages) in the text colour. */
export function Logo({ name = BRAND.name }: { name?: string }) {
  return (
    <chakra.span display="inline-flex" alignItems="center" gap="2.5">
      <chakra.svg viewBox="0 0 32 32" width="8" height="8" aria-hidden="true" flexShrink={0}>
        <rect width="32" height="32" rx="8" fill="#2446d6" />
        <path
          d="M8 22.5 16 8.5l8 14H8Zm8-14v8.5m-8 5.5 8-5.5 8 5.5"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        <circle cx="16" cy="8.5" r="2.5" fill="#6fe3cc" />
        <circle cx="8" cy="22.5" r="2.5" fill="#fff" />
        <circle cx="24" cy="22.5" r="2.5" fill="#fff" />
        <circle cx="16" cy="17" r="2" fill="#6fe3cc" />
      </chakra.svg>
      <chakra.span fontFamily="heading" fontWeight="800" fontSize="xl" letterSpacing="-0.02em">
        {name}
      </chakra.span>
    </chakra.span>
  );
}
