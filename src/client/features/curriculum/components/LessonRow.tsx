import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { EditorLesson } from '../../../../shared/marketplace/curriculum';
import { LESSON_KIND_LABELS } from '../../../../shared/marketplace/lessons';

interface LessonRowProps {
  lesson: EditorLesson;
  /** The lesson's number in the whole course, from 1. */
  number: number;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
  disabled: boolean;
}

/** What a lesson holds, in a few words: the material's, video's or session's title, or the quiz's size. */
function lessonDetail(lesson: EditorLesson, t: TFunction): string | null {
  if (lesson.kind === 'quiz' && lesson.quiz) {
    return t('{{count}} items · pass mark {{percent}}%', {
      count: lesson.quiz.questionCount,
      percent: lesson.quiz.passPercent,
    });
  }
  return lesson.itemTitle;
}

/**
 * One lesson of the course editor (issue 27 item 1): its number, title, kind and free-preview mark,
 * a grip to drag it (dnd-kit: mouse, touch, or Space then the arrow keys), and Move up, Move down,
 * Edit and Delete buttons (the keyboard's alternative to dragging).
 */
export function LessonRow({
  lesson,
  number,
  canMoveUp,
  canMoveDown,
  onMove,
  onEdit,
  onDelete,
  disabled,
}: LessonRowProps) {
  const sortable = useSortable({ id: lesson.id, data: { sectionId: lesson.sectionId }, disabled });
  const { t } = useTranslation();
  const detail = lessonDetail(lesson, t);
  return (
    <Paper
      ref={sortable.setNodeRef}
      withBorder
      p="xs"
      radius="sm"
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.6 : 1,
      }}
      data-testid="lesson-row"
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('Drag {{title}}', { title: lesson.title })}
          {...sortable.attributes}
          {...sortable.listeners}
          style={{ cursor: 'grab', touchAction: 'none' }}
        >
          <span aria-hidden="true">⠿</span>
        </ActionIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {number}. {lesson.title}
          </Text>
          <Group gap={6}>
            <Badge variant="light" size="sm">
              {t(LESSON_KIND_LABELS[lesson.kind])}
            </Badge>
            {lesson.isFreePreview && (
              <Badge variant="light" color="green" size="sm">
                {t('Free preview')}
              </Badge>
            )}
            {detail && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {detail}
              </Text>
            )}
          </Group>
        </Stack>
      </Group>
      <Group gap={4} mt={6} justify="flex-end">
        <Button
          size="compact-xs"
          variant="subtle"
          disabled={disabled || !canMoveUp}
          onClick={() => onMove(-1)}
          aria-label={t('Move {{title}} up', { title: lesson.title })}
        >
          {t('Move up')}
        </Button>
        <Button
          size="compact-xs"
          variant="subtle"
          disabled={disabled || !canMoveDown}
          onClick={() => onMove(1)}
          aria-label={t('Move {{title}} down', { title: lesson.title })}
        >
          {t('Move down')}
        </Button>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={onEdit}
          aria-label={t('Edit {{title}}', { title: lesson.title })}
        >
          {t('Edit')}
        </Button>
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          onClick={onDelete}
          aria-label={t('Delete {{title}}', { title: lesson.title })}
        >
          {t('Delete')}
        </Button>
      </Group>
    </Paper>
  );
}
