import { Badge, Box, NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CoursePlayer, PlayerLesson } from '../../../../shared/marketplace/course-player';
import { LESSON_KIND_LABELS } from '../../../../shared/marketplace/lessons';

/**
 * What a lesson's mark says to a screen reader and shows: complete, locked, or its number. The
 * glyphs are images named in words (a name on a plain span is not announced: ARIA prohibits it there).
 */
function LessonMark({ lesson, number }: { lesson: PlayerLesson; number: number }) {
  const { t } = useTranslation();
  if (lesson.isComplete) {
    return (
      <Text span c="green.8" fw={700} role="img" aria-label={t('Complete')} w={20} ta="center">
        ✓
      </Text>
    );
  }
  if (lesson.isLocked) {
    return (
      <Text span role="img" aria-label={t('Locked')} w={20} ta="center">
        🔒
      </Text>
    );
  }
  return (
    <Text span c="dimmed" size="sm" w={20} ta="center" aria-hidden>
      {number}
    </Text>
  );
}

/**
 * The curriculum beside the lesson (issue 27 item 2): each section's lessons in order, as links to
 * the lesson (in the address, so a reload keeps it), the current one marked; complete lessons
 * ticked, locked ones (not bought, not a free preview) marked with a lock, free previews badged.
 */
export function CurriculumNav({
  player,
  currentLessonId,
  hrefOf,
  onNavigate,
}: {
  player: CoursePlayer;
  currentLessonId: string | null;
  /** The address of a lesson in the player. */
  hrefOf: (lessonId: string) => string;
  /** Called after a lesson is chosen (a phone's drawer closes). */
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  let number = 0;
  if (player.lessonCount === 0) {
    return <Text c="dimmed">{t('This course has no lessons yet. Its trainer is preparing them.')}</Text>;
  }
  return (
    <Stack gap="md">
      {player.sections.map((section) => (
        <Box key={section.id} component="section" aria-label={section.title}>
          <Text fw={700} size="sm" mb={4}>
            {section.title}
          </Text>
          {section.lessons.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('No lessons in this section yet.')}
            </Text>
          )}
          {section.lessons.map((lesson) => {
            number += 1;
            const current = lesson.id === currentLessonId;
            return (
              <NavLink
                key={lesson.id}
                component={Link}
                to={hrefOf(lesson.id)}
                onClick={onNavigate}
                active={current}
                aria-current={current ? 'page' : undefined}
                label={
                  <>
                    <Text span size="sm" display="block" inherit>
                      {lesson.title}
                    </Text>
                    {/* The kind in the label's own colour: a dimmed description fails contrast on the current lesson's tint. */}
                    <Text span size="xs" display="block">
                      {t(LESSON_KIND_LABELS[lesson.kind])}
                      {lesson.isLocked ? ` · ${t('Locked')}` : ''}
                    </Text>
                  </>
                }
                leftSection={<LessonMark lesson={lesson} number={number} />}
                rightSection={
                  lesson.isFreePreview && player.access === 'visitor' ? (
                    <Badge size="xs" variant="light" color="green">
                      {t('Free preview')}
                    </Badge>
                  ) : null
                }
              />
            );
          })}
        </Box>
      ))}
    </Stack>
  );
}
