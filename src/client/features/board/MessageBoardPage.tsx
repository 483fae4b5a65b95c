import { Container, Title } from '@mantine/core';
import { paths } from '../../../shared/paths';
import { PageMeta } from '../../components/PageMeta';

/** /messages, the Community Message Board (spec §2, §5, §6, §8). To be written. */
export function Component() {
  return (
    <Container size="md" py="xl">
      <PageMeta page={paths.messages} />
      <Title order={1}>Community Message Board</Title>
    </Container>
  );
}
