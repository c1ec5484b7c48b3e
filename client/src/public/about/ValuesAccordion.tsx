import { Box, Flex, Text, chakra } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';

/** A value as the accordion shows it (issue P20: Values in the back office). */
export interface Value {
  id: string;
  title: string;
  text: string;
}

/**
 * What We Stand For (spec section 2): the published values in the team's order, one open at a
 * time; opening another closes it, and pressing the open one closes it too. The first is open as
 * the page loads.
 */
export function ValuesAccordion({ items, initiallyOpen = 0 }: { items: readonly Value[]; initiallyOpen?: number | null }) {
  const [open, setOpen] = useState<number | null>(initiallyOpen);
  const ids = useId();
  return (
    <chakra.ul listStyleType="none" borderTopWidth="1px" borderColor="border">
      {items.map((item, index) => {
        const expanded = open === index;
        const button = `${ids}-button-${index}`;
        const panel = `${ids}-panel-${index}`;
        return (
          <Box as="li" key={item.id} borderBottomWidth="1px" borderColor="border">
            <Text as="h3" fontFamily="heading" fontWeight="700" fontSize={{ base: 'lg', md: 'xl' }}>
              <chakra.button
                type="button"
                id={button}
                aria-expanded={expanded}
                aria-controls={panel}
                onClick={() => setOpen(expanded ? null : index)}
                display="flex"
                alignItems="center"
                gap="4"
                w="full"
                py="6"
                textAlign="start"
                cursor="pointer"
                _hover={{ color: 'brand.fg' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px', rounded: 'md' }}
              >
                <Text as="span" color="brand.fg" fontSize="sm" fontVariantNumeric="tabular-nums" aria-hidden>
                  {String(index + 1).padStart(2, '0')}
                </Text>
                <Text as="span" flex="1">
                  {item.title}
                </Text>
                <Flex
                  as="span"
                  aria-hidden
                  boxSize="9"
                  flexShrink={0}
                  rounded="full"
                  align="center"
                  justify="center"
                  bg={expanded ? 'ink.950' : 'bg.muted'}
                  color={expanded ? 'white' : 'fg'}
                  transform={expanded ? 'rotate(45deg)' : 'none'}
                  transition="transform 0.3s, background-color 0.3s, color 0.3s"
                >
                  <Plus size={18} />
                </Flex>
              </chakra.button>
            </Text>
            <Box id={panel} role="region" aria-labelledby={button} hidden={!expanded} pb="6" ps={{ md: '10' }} pe={{ md: '14' }}>
              <Text color="fg.muted" textStyle="lead" animation="fade-in 0.3s ease-out">
                {item.text}
              </Text>
            </Box>
          </Box>
        );
      })}
    </chakra.ul>
  );
}
