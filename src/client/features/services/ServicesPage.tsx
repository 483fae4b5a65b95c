import { Badge, Button, Card, Container, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { PageMeta } from '../../components/PageMeta';
import { serviceTarget } from './service-target';
import { SERVICES } from './services-content';

/** /services (spec §2 "Services", §9 static plans): the four offerings with their prices and features. */
export function Component() {
  return (
    <Container size="lg" py="xl">
      <PageMeta page={paths.services} />
      <Stack gap="xs" mb="xl" maw={760}>
        <Title order={1}>Our Services</Title>
        <Text fz="lg" c="dimmed">
          Practice exams and study packages for every stage of your NCLEX-RN preparation.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {SERVICES.map((service) => {
          const target = serviceTarget(service);
          return (
            <Card key={service.id} withBorder padding="lg" radius="md" component="article" aria-labelledby={service.id}>
              <Group justify="space-between" mb="xs" align="flex-start">
                <Title order={2} size="h3" id={service.id}>
                  {service.title}
                </Title>
                {service.popular && <Badge>Most popular</Badge>}
              </Group>
              <Text fz={28} fw={800}>
                {service.price}
              </Text>
              <Text size="sm" c="dimmed" mb="sm">
                {service.duration}
                {service.questions ? ` · ${service.questions} questions` : ''}
              </Text>
              <Text mb="sm">{service.description}</Text>
              <List size="sm" spacing={4} mb="lg" style={{ flex: 1 }}>
                {service.features.map((feature) => (
                  <List.Item key={feature}>{feature}</List.Item>
                ))}
              </List>
              <Button component={Link} to={target.to} disabled={!service.available} fullWidth>
                {service.available ? target.label : 'Coming soon'}
              </Button>
            </Card>
          );
        })}
      </SimpleGrid>
    </Container>
  );
}
