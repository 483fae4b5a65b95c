import { Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the sign-in, register and password pages: a titled card, centred, phone-friendly. */
export function AuthCard({
  title,
  subtitle,
  children,
  size = 'xs',
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  size?: 'xs' | 'md';
}) {
  return (
    <Container size={size === 'xs' ? 460 : 'md'} py={{ base: 'lg', sm: 48 }}>
      <title>{`${title} | Nightingale`}</title>
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
