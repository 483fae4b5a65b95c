import { Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Page } from '../../../../shared/paths';
import { PageMeta } from '../../../components/PageMeta';

/** The frame of the sign-in, register and password pages: a titled card, centred, phone-friendly. */
export function AuthCard({
  page,
  title,
  subtitle,
  children,
  size = 'xs',
}: {
  /** The page (paths.ts), for its meta description; `title` names it in the card and the document title. */
  page: Page;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  size?: 'xs' | 'md';
}) {
  return (
    <Container size={size === 'xs' ? 460 : 'md'} py={{ base: 'lg', sm: 48 }}>
      <PageMeta page={page} title={title} />
      <Title order={1} ta="center">
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" ta="center" mt="xs">
          {subtitle}
        </Text>
      )}
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} mt="lg" radius="md">
        {children}
      </Paper>
    </Container>
  );
}
