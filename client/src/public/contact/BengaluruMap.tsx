import { chakra } from '@chakra-ui/react';
import mapUrl from './bengaluru-map.svg';

interface BengaluruMapProps {
  /** What the map shows, for people who cannot see it. */
  title: string;
}

/**
 * A drawn map of east Bengaluru around Prestige Tech Park with the office pinned: a static image
 * (no map service, no script). It is wider than tall; on narrow screens its sides are cropped
 * rather than the whole shrunk, so the labels stay between x 110 and 690 (what a phone shows).
 */
export function BengaluruMap({ title }: BengaluruMapProps) {
  return <chakra.img src={mapUrl} alt={title} htmlWidth={800} htmlHeight={500} loading="lazy" decoding="async" display="block" w="full" h="full" objectFit="cover" />;
}
