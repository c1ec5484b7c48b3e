import { Flex, Text, type FlexProps } from '@chakra-ui/react';
import { CircleAlert } from 'lucide-react';

/** A form-level problem, announced as it appears: the red banner of the public forms. */
export function FormAlert({ children, ...props }: { children: string } & FlexProps) {
  return (
    <Flex
      role="alert"
      gap="3"
      align="flex-start"
      bg="red.50"
      color="red.800"
      borderWidth="1px"
      borderColor="red.200"
      rounded="lg"
      px="4"
      py="3"
      fontSize="sm"
      fontWeight="500"
      {...props}
    >
      <CircleAlert aria-hidden size={18} style={{ flexShrink: 0, marginTop: 2 }} />
      <Text>{children}</Text>
    </Flex>
  );
}
