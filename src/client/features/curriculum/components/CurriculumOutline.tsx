import { Alert, Badge, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LESSON_KIND_LABELS } from '../../../../shared/marketplace/lessons';
import { errorMessage } from '../../../lib/api-client';
import { useCurriculumOutline } from '../api/get-curriculum-outline';

/**
 * The course page's "Curriculum" (issue 27 item 1), for everyone who may see the course: the number
 * of lessons, each section's title and its lessons' titles and kinds, the free previews marked.
 * Nothing when the course has no lessons yet (its trainer builds them in the course editor).
 */
export function CurriculumOutline({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const outline = useCurriculumOutline(courseId);
  if (outline.isPending) return <Loader size="sm" aria-label={t('Loading the curriculum')} />;
  if (outline.isError) {
    return (
      <Alert color="red" variant="light" title={t('The curriculum could not be loaded')}>
        {errorMessage(outline.error)}
      </Alert>
    );
  }
  const { sections, lessonCount } = outline.data;
  if (lessonCount === 0) return null;
  return (
    <section aria-labelledby="course-curriculum">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h3" id="course-curriculum">
          {t('Curriculum')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('{{count}} sections', { count: sections.length })} · {t('{{count}} lessons', { count: lessonCount })}
        </Text>
      </Group>
      <Stack gap="sm">
        {sections
          .filter((section) => section.lessons.length > 0)
          .map((section) => (
            <div key={section.id}>
              <Title order={3} size="h5" mb={4}>
                {section.title}
              </Title>
              <List spacing={4} size="sm" listStyleType="none" withPadding={false}>
                {section.lessons.map((lesson) => (
                  <List.Item key={lesson.id}>
                    <Group gap={6} wrap="wrap">
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {lesson.title}
                      </Text>
                      <Badge variant="light" size="xs" color="gray">
                        {t(LESSON_KIND_LABELS[lesson.kind])}
                      </Badge>
                      {lesson.isFreePreview && (
                        <Badge variant="light" size="xs" color="green">
                          {t('Free preview')}
                        </Badge>
                      )}
                    </Group>
                  </List.Item>
                ))}
              </List>
            </div>
          ))}
      </Stack>
    </section>
  );
}
