import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Card, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditorLesson, EditorSection } from '../../../../shared/marketplace/curriculum';
import { LESSON_KIND_LABELS, LESSON_KINDS, type LessonKind } from '../../../../shared/marketplace/lessons';
import { LessonRow } from './LessonRow';

interface SectionCardProps {
  section: EditorSection;
  /** The section's number, from 1. */
  number: number;
  /** The number of the section's first lesson in the whole course, from 1. */
  firstLessonNumber: number;
  isFirst: boolean;
  isLast: boolean;
  /** True for the course's first lesson (it cannot move up) and last (it cannot move down). */
  isFirstLesson: (lesson: EditorLesson) => boolean;
  isLastLesson: (lesson: EditorLesson) => boolean;
  busy: boolean;
  onMoveSection: (step: -1 | 1) => void;
  onRename: () => void;
  onDelete: () => void;
  onAddLesson: (kind: LessonKind) => void;
  onMoveLesson: (lesson: EditorLesson, step: -1 | 1) => void;
  onEditLesson: (lesson: EditorLesson) => void;
  onDeleteLesson: (lesson: EditorLesson) => void;
}

/**
 * A section of the course editor (issue 27 item 1): its title with Move up, Move down, Rename and
 * Delete; its lessons (sortable: a lesson can be dragged within the section or onto another); and
 * "Add lesson" by kind.
 */
export function SectionCard(props: SectionCardProps) {
  const { t } = useTranslation();
  const { section, number, busy } = props;
  const droppable = useDroppable({ id: `section-${section.id}`, data: { sectionId: section.id } });
  const headingId = `section-heading-${section.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}>
            {t('Section {{number}}: {{title}}', { number, title: section.title })}
          </Title>
          <Group gap={4}>
            <Button
              size="compact-xs"
              variant="subtle"
              disabled={busy || props.isFirst}
              onClick={() => props.onMoveSection(-1)}
              aria-label={t('Move section {{title}} up', { title: section.title })}
            >
              {t('Move up')}
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              disabled={busy || props.isLast}
              onClick={() => props.onMoveSection(1)}
              aria-label={t('Move section {{title}} down', { title: section.title })}
            >
              {t('Move down')}
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={props.onRename}
              aria-label={t('Rename section {{title}}', { title: section.title })}
            >
              {t('Rename')}
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={props.onDelete}
              aria-label={t('Delete section {{title}}', { title: section.title })}
            >
              {t('Delete')}
            </Button>
          </Group>
        </Group>
        <SortableContext items={section.lessons.map((lesson) => lesson.id)} strategy={verticalListSortingStrategy}>
          <Stack gap="xs" ref={droppable.setNodeRef} mih={section.lessons.length === 0 ? 48 : undefined}>
            {section.lessons.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('No lessons yet. Add one below, or drag a lesson here.')}
              </Text>
            )}
            {section.lessons.map((lesson, index) => (
              <LessonRow
                key={lesson.id}
                lesson={lesson}
                number={props.firstLessonNumber + index}
                canMoveUp={!props.isFirstLesson(lesson)}
                canMoveDown={!props.isLastLesson(lesson)}
                onMove={(step) => props.onMoveLesson(lesson, step)}
                onEdit={() => props.onEditLesson(lesson)}
                onDelete={() => props.onDeleteLesson(lesson)}
                disabled={busy}
              />
            ))}
          </Stack>
        </SortableContext>
        <Menu position="bottom-start">
          <Menu.Target>
            <Button
              variant="light"
              size="xs"
              style={{ alignSelf: 'flex-start' }}
              aria-label={t('Add lesson to {{title}}', { title: section.title })}
            >
              {t('Add lesson')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {LESSON_KINDS.map((kind) => (
              <Menu.Item key={kind} onClick={() => props.onAddLesson(kind)}>
                {t(LESSON_KIND_LABELS[kind])}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Stack>
    </Card>
  );
}
