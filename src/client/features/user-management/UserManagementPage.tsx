import { Container, Title } from '@mantine/core';
import { paths } from '../../../shared/paths';
import { PageMeta } from '../../components/PageMeta';

/** /user-management, for admins (spec §2 "User management", §5, §6, §8). To be written. */
export function Component() {
  return (
    <Container size="lg" py="xl">
      <PageMeta page={paths.userManagement} />
      <Title order={1}>User Management</Title>
    </Container>
  );
}
