import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { SocialNetwork } from '../content/site';

/** Simple glyphs for the social profiles, drawn for this site (no icon font, no CDN). */
const GLYPHS: Record<SocialNetwork, React.ReactNode> = {
  linkedin: (
    <>
      <rect x="4" y="9" width="3.2" height="11" rx="0.6" />
      <circle cx="5.6" cy="5.6" r="1.9" />
      <path d="M10 9h3v1.6c.6-1 1.9-1.9 3.7-1.9 3 0 3.8 1.9 3.8 4.6V20h-3.2v-6c0-1.5-.4-2.5-1.8-2.5-1.5 0-2.3 1.1-2.3 2.8V20H10V9Z" />
    </>
  ),
  facebook: <path d="M13.6 21v-7.4h2.6l.4-3h-3V8.7c0-.9.3-1.5 1.6-1.5h1.6V4.5c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.6V21h3Z" />,
  instagram: (
    <path
      fillRule="evenodd"
      d="M8 3.5h8A4.5 4.5 0 0 1 20.5 8v8a4.5 4.5 0 0 1-4.5 4.5H8A4.5 4.5 0 0 1 3.5 16V8A4.5 4.5 0 0 1 8 3.5Zm0 1.8A2.7 2.7 0 0 0 5.3 8v8A2.7 2.7 0 0 0 8 18.7h8a2.7 2.7 0 0 0 2.7-2.7V8A2.7 2.7 0 0 0 16 5.3H8Zm4 3a3.7 3.7 0 1 1 0 7.4 3.7 3.7 0 0 1 0-7.4Zm0 1.8a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8Zm4.4-3a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8Z"
    />
  ),
  x: <path d="M17.2 4h2.9l-6.3 7.2L21.2 20h-5.8l-4.5-5.9L5.7 20H2.8l6.7-7.7L2.4 4h5.9l4.1 5.4L17.2 4Zm-1 14.3h1.6L7.5 5.6H5.8l10.4 12.7Z" />,
  youtube: (
    <path
      fillRule="evenodd"
      d="M21.2 7.7c-.2-.9-.9-1.6-1.8-1.8C17.8 5.5 12 5.5 12 5.5s-5.8 0-7.4.4c-.9.2-1.6.9-1.8 1.8C2.4 9.3 2.4 12 2.4 12s0 2.7.4 4.3c.2.9.9 1.6 1.8 1.8 1.6.4 7.4.4 7.4.4s5.8 0 7.4-.4c.9-.2 1.6-.9 1.8-1.8.4-1.6.4-4.3.4-4.3s0-2.7-.4-4.3ZM10.1 15V9l5 3-5 3Z"
    />
  ),
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <chakra.svg viewBox="0 0 24 24" width="5" height="5" fill="currentColor" aria-hidden="true">
      {GLYPHS[network]}
    </chakra.svg>
  );
}

/** A social profile to link to. */
export interface SocialProfile {
  network: SocialNetwork;
  label: string;
  href: string;
}

/**
 * Round links to social profiles on a dark band (the footer, the contact details, the conference
 * banner), in a list named `label`. Each opens in a new tab and says so; `link` adjusts their look.
 */
export function SocialLinks({ profiles, label, link }: { profiles: readonly SocialProfile[]; label: string; link?: HTMLChakraProps<'a'> }) {
  return (
    <chakra.ul listStyleType="none" display="flex" flexWrap="wrap" gap="2" aria-label={label}>
      {profiles.map((profile) => (
        <li key={profile.network}>
          <chakra.a
            href={profile.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${profile.label} (opens in a new tab)`}
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            boxSize="10"
            rounded="full"
            bg="whiteAlpha.100"
            color="ink.100"
            _hover={{ bg: 'brand.600', color: 'white' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'mint.400', outlineOffset: '2px' }}
            {...link}
          >
            <SocialIcon network={profile.network} />
          </chakra.a>
        </li>
      ))}
    </chakra.ul>
  );
}

/** The company's postal address, a line each. */
export function PostalAddress({ lines, ...style }: { lines: readonly string[] } & HTMLChakraProps<'address'>) {
  return (
    <chakra.address fontStyle="normal" fontSize="sm" lineHeight="1.7" {...style}>
      {lines.map((line) => (
        <chakra.span key={line} display="block">
          {line}
        </chakra.span>
      ))}
    </chakra.address>
  );
}
