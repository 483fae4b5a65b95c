import { Alert, Text } from '@mantine/core';

/** Why the last checkout was refused (`refusal`, from `useCheckout`), beside its button; nothing while there is none. */
export function CheckoutRefusal({ refusal }: { refusal: string | null }) {
  if (!refusal) return null;
  return (
    <Alert color="red" variant="light" role="alert" p="xs">
      <Text size="sm">{refusal}</Text>
    </Alert>
  );
}
