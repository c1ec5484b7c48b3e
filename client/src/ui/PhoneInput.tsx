import { Flex, chakra } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { Input } from './Input';

/**
 * A phone number field with its calling code shown in front (read out through the field's hint,
 * so it is hidden from assistive technology here).
 */
export function PhoneInput({ callingCode, ...input }: { callingCode: string } & ComponentProps<typeof Input>) {
  return (
    <Flex w="full">
      <chakra.span
        aria-hidden="true"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        minW="16"
        px="3"
        borderWidth="1px"
        borderEndWidth="0"
        borderColor="border"
        roundedStart="l2"
        bg="bg.subtle"
        color="fg.muted"
        fontWeight="600"
        fontSize="sm"
        fontVariantNumeric="tabular-nums"
      >
        {callingCode}
      </chakra.span>
      <Input type="tel" inputMode="numeric" roundedStart="0" flex="1" {...input} />
    </Flex>
  );
}
