import { Alert } from '@chakra-ui/react';

/** A form's one message about the whole form (not one field), read out as it appears. */
export function FormProblem({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
