import { Box, chakra } from '@chakra-ui/react';
import type { PlacedFigure } from './figures';

/** The home hero's figures ("3 markets: debt, equity and M&A"), as the team published them. */
export function HeroFigures({ figures }: { figures: readonly PlacedFigure[] }) {
  if (figures.length === 0) return null;
  return (
    <chakra.dl display="grid" gridTemplateColumns="repeat(3, minmax(0, 1fr))" gap={{ base: '4', md: '8' }} pt={{ base: '2', md: '6' }} maxW="2xl">
      {figures.map((figure) => (
        <Box key={figure.id} borderTopWidth="1px" borderColor="whiteAlpha.300" pt="4">
          <chakra.dt fontFamily="heading" fontWeight="800" fontSize={{ base: 'lg', md: '2xl' }}>
            {figure.value}
          </chakra.dt>
          <chakra.dd color="ink.300" fontSize={{ base: 'xs', md: 'sm' }} mt="1">
            {figure.label}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}
