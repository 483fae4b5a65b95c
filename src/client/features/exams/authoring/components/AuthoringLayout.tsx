import { Grid, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type { Blocker } from 'react-router';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';

/**
 * The page layout of an authoring form (ItemForm, CaseStudyForm): the form (`children`, stacked,
 * submitted with `onSubmit`) beside the live `preview`, which stays in view while the form scrolls
 * (below the form on a phone), and the Leave without saving? dialog of `blocker`.
 */
export function AuthoringLayout({
  onSubmit,
  blocker,
  preview,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  blocker: Blocker;
  preview: ReactNode;
  children: ReactNode;
}) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">{children}</Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <div style={{ position: 'sticky', top: 16 }}>{preview}</div>
      </Grid.Col>
      <UnsavedChangesDialog blocker={blocker} />
    </Grid>
  );
}
