import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { ReactNode } from 'react';
import type { ContentItem, CourseContentKind, OutlineItem } from '../../../../shared/marketplace/course-contents';
import { MATERIAL_TYPE_LABELS } from '../../../../shared/materials/materials';
import type { Session } from '../../../../shared/trainer-sessions/sessions';
import type { Video } from '../../../../shared/trainer-videos/videos';
import { errorMessage } from '../../../lib/api-client';
import { useCourseContents } from '../api/get-course-contents';
import { useCourseOutline } from '../api/get-course-outline';

/** How each kind of item is named in the outline. */
const KIND_LABELS: Record<CourseContentKind, string> = {
  material: 'Material',
  video: 'Video',
  session: 'Session',
};
const KIND_COLORS: Record<CourseContentKind, string> = { material: 'blue', video: 'grape', session: 'teal' };

function OutlineList({ items }: { items: OutlineItem[] }) {
  return (
    <List spacing="xs" listStyleType="none" p={0} m={0}>
      {items.map((item) => (
        <List.Item key={`${item.kind}-${item.id}`}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Badge variant="light" color={KIND_COLORS[item.kind]} w={84} style={{ flexShrink: 0 }}>
              {KIND_LABELS[item.kind]}
            </Badge>
            <div>
              <Text fw={500} size="sm">
                {item.title}
              </Text>
              <Text size="xs" c="dimmed">
                {item.detail}
              </Text>
            </div>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

function MaterialContent({ item }: { item: Extract<ContentItem, { kind: 'material' }> }) {
  const fileLink = item.fileHref ?? item.fileUrl;
  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5">
            {item.title}
          </Title>
          <Badge variant="light" color="blue" style={{ flexShrink: 0, minWidth: 'max-content' }}>
            {MATERIAL_TYPE_LABELS[item.materialType]}
          </Badge>
        </Group>
        {item.description && <Text size="sm">{item.description}</Text>}
        {item.content && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {item.content}
          </Text>
        )}
        {fileLink && (
          <Anchor href={fileLink} target="_blank" rel="noopener noreferrer" size="sm" fw={500}>
            {item.fileName ? `Open ${item.fileName}` : 'Open the file'}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

/** What this section says when the outline or the contents could not be loaded, with Try again. */
function LoadFailure({ error, retry }: { error: unknown; retry: () => unknown }) {
  return (
    <Alert color="red" title="The contents could not be loaded">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button size="xs" variant="light" onClick={() => void retry()}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * A course's contents on its page (issue 11, "what a buyer gets"): the outline (kinds and titles)
 * for everyone; for its buyers, its trainer and admins, every material with its text and file,
 * every video (`renderVideo`) and every session, bookable (`renderSession`). The trainer and admins
 * also get `manage`, the button that changes the contents.
 */
export function CourseContentsSection({
  courseId,
  renderSession,
  renderVideo,
  manage,
}: {
  courseId: string;
  renderSession: (session: Session) => ReactNode;
  renderVideo: (video: Video) => ReactNode;
  manage?: ReactNode;
}) {
  const outline = useCourseOutline(courseId);
  const canOpen = outline.data?.canOpen === true;
  const contents = useCourseContents(courseId, canOpen);

  let body: ReactNode;
  if (outline.isPending) body = <Skeleton height={80} />;
  else if (outline.isError) body = <LoadFailure error={outline.error} retry={() => outline.refetch()} />;
  else if (outline.data.items.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {outline.data.canEdit
          ? 'This course holds nothing yet. Add your approved materials, videos and sessions.'
          : 'The trainer has not added materials to this course yet.'}
      </Text>
    );
  } else if (!canOpen) {
    body = (
      <Stack gap="sm">
        <OutlineList items={outline.data.items} />
        <Text size="sm" c="dimmed">
          Buy this course to open its materials, videos and sessions.
        </Text>
      </Stack>
    );
  } else if (contents.isPending) body = <Skeleton height={120} />;
  else if (contents.isError) body = <LoadFailure error={contents.error} retry={() => contents.refetch()} />;
  else {
    body = (
      <Stack gap="md">
        {contents.data.items.map((item) => {
          if (item.kind === 'material') return <MaterialContent key={item.id} item={item} />;
          if (item.kind === 'video') return <div key={item.id}>{renderVideo(item.video)}</div>;
          return <div key={item.id}>{renderSession(item.session)}</div>;
        })}
      </Stack>
    );
  }

  return (
    <section aria-labelledby="course-contents">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h3" id="course-contents">
          What this course contains
        </Title>
        {manage}
      </Group>
      {body}
    </section>
  );
}
