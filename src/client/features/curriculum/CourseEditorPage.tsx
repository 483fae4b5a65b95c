import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Alert, Anchor, Badge, Button, Container, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { msg } from '../../../shared/i18n/msg';
import {
  type Curriculum,
  type EditorLesson,
  type EditorSection,
  type LessonFields,
  lessonCount,
  MAX_SECTIONS,
  sectionBodySchema,
} from '../../../shared/marketplace/curriculum';
import type { LessonKind } from '../../../shared/marketplace/lessons';
import { coursePath, paths } from '../../../shared/paths';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageMeta } from '../../components/PageMeta';
import { PageError, PageLoader } from '../../components/PageStatus';
import { translateText } from '../../i18n/i18n';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useAddLesson } from './api/add-lesson';
import { useAddSection } from './api/add-section';
import { useDeleteLesson } from './api/delete-lesson';
import { useDeleteSection } from './api/delete-section';
import { useCurriculum } from './api/get-curriculum';
import { usePublishCourse } from './api/publish-course';
import { useRenameSection } from './api/rename-section';
import { useReorderCurriculum } from './api/reorder-curriculum';
import { useUpdateLesson } from './api/update-lesson';
import { LessonDialog } from './components/LessonDialog';
import { PresentationCard } from './components/PresentationCard';
import { SectionCard } from './components/SectionCard';
import { type CurriculumOrder, moveLesson, moveSection, orderOf, placeLesson } from './curriculum-moves';

/**
 * Where the trainer previews the course as a learner: part B's course player, which shows a course
 * to its trainer with `preview=1` (issue 27 item 2).
 */
const learnerPreviewHref = (courseId: string) => `${coursePath(courseId)}/learn?preview=1`;

/** The section-title dialog: adding a section (section null) or renaming one. */
function SectionTitleDialog({
  section,
  onClose,
  onSave,
  pending,
  error,
}: {
  section: EditorSection | null;
  onClose: () => void;
  onSave: (title: string) => void;
  pending: boolean;
  error: string | null;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(section?.title ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = sectionBodySchema.safeParse({ title });
    if (!parsed.success) {
      setProblem(translateText(parsed.error.issues[0]?.message ?? msg('Give the section a title.')));
      return;
    }
    setProblem(null);
    onSave(parsed.data.title);
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={section ? t('Rename “{{title}}”', { title: section.title }) : t('Add a section')}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('Section title')}
            required
            data-autofocus
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={problem}
          />
          {error && (
            <Alert color="red" role="alert" title={t('The section was not saved')}>
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {section ? t('Save') : t('Add section')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type Confirming =
  | { kind: 'delete-section'; section: EditorSection }
  | { kind: 'delete-lesson'; lesson: EditorLesson }
  | { kind: 'publish' }
  | { kind: 'unpublish' };

type LessonEditing = { lesson: EditorLesson | null; kind: LessonKind; section: EditorSection };

/** The editor itself, once the curriculum is loaded. */
function CurriculumEditor({ curriculum }: { curriculum: Curriculum }) {
  const { t } = useTranslation();
  const { courseId } = curriculum;
  const addSection = useAddSection(courseId);
  const renameSection = useRenameSection(courseId);
  const deleteSection = useDeleteSection(courseId);
  const addLesson = useAddLesson(courseId);
  const updateLesson = useUpdateLesson(courseId);
  const deleteLesson = useDeleteLesson(courseId);
  const reorder = useReorderCurriculum(courseId);
  const publication = usePublishCourse();
  const [sectionDialog, setSectionDialog] = useState<{ section: EditorSection | null } | null>(null);
  const [lessonDialog, setLessonDialog] = useState<LessonEditing | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [status, setStatus] = useState('');
  const total = lessonCount(curriculum);
  const allLessons = curriculum.sections.flatMap((section) => section.lessons);
  const busy = reorder.isPending;

  const saveOrder = (order: CurriculumOrder | null, announcement: string) => {
    if (!order) return;
    reorder.mutate(
      { sections: order },
      {
        onSuccess: () => setStatus(announcement),
        onError: (error) =>
          notifications.show({ title: t('The order was not saved'), message: errorMessage(error), color: 'red' }),
      },
    );
  };

  /** The announcement of a lesson's new place, e.g. "Triage moved to position 2 of section 1, Basics." */
  const movedText = (order: CurriculumOrder, lesson: EditorLesson) => {
    const sectionIndex = order.findIndex((section) => section.lessonIds.includes(lesson.id));
    const section = curriculum.sections.find((found) => found.id === order[sectionIndex]?.id);
    const index = order[sectionIndex]?.lessonIds.indexOf(lesson.id) ?? 0;
    const values = { lesson: lesson.title, position: index + 1, section: sectionIndex + 1 };
    return section
      ? t('{{lesson}} moved to position {{position}} of section {{section}}, {{sectionTitle}}.', {
          ...values,
          sectionTitle: section.title,
        })
      : t('{{lesson}} moved to position {{position}} of section {{section}}.', values);
  };

  const onMoveLesson = (lesson: EditorLesson, step: -1 | 1) => {
    const order = moveLesson(orderOf(curriculum), lesson.id, step);
    if (order) saveOrder(order, movedText(order, lesson));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const lessonId = String(active.id);
    const lesson = allLessons.find((found) => found.id === lessonId);
    const targetSection = over.data.current?.sectionId as string | undefined;
    if (!lesson || !targetSection) return;
    const order = orderOf(curriculum);
    const targetLessons = order.find((section) => section.id === targetSection)?.lessonIds ?? [];
    const overIndex = targetLessons.indexOf(String(over.id));
    const next = placeLesson(order, lessonId, targetSection, overIndex === -1 ? targetLessons.length : overIndex);
    if (next) saveOrder(next, movedText(next, lesson));
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const saveLesson = (fields: LessonFields) => {
    if (!lessonDialog) return Promise.resolve();
    const done = () => {
      notifications.show({
        title: t('Lesson saved'),
        message: t('“{{title}}” is in the course.', { title: fields.title }),
        color: 'green',
      });
      setLessonDialog(null);
    };
    return lessonDialog.lesson
      ? updateLesson.mutateAsync({ lessonId: lessonDialog.lesson.id, lesson: fields }).then(done)
      : addLesson.mutateAsync({ sectionId: lessonDialog.section.id, lesson: fields }).then(done);
  };

  const confirm = () => {
    if (!confirming) return;
    const close = () => setConfirming(null);
    if (confirming.kind === 'delete-section') deleteSection.mutate(confirming.section.id, { onSuccess: close });
    if (confirming.kind === 'delete-lesson') deleteLesson.mutate(confirming.lesson.id, { onSuccess: close });
    if (confirming.kind === 'publish' || confirming.kind === 'unpublish') {
      const isPublished = confirming.kind === 'publish';
      publication.mutate(
        { courseId, isPublished },
        {
          onSuccess: () => {
            close();
            notifications.show({
              title: isPublished ? t('Course published') : t('Course unpublished'),
              message: isPublished
                ? t('“{{title}}” is in the Course Marketplace: students can find and buy it.', {
                    title: curriculum.courseTitle,
                  })
                : t('“{{title}}” is a draft again: students can no longer find or buy it.', {
                    title: curriculum.courseTitle,
                  }),
              color: 'green',
            });
          },
        },
      );
    }
  };
  const confirmation = {
    'delete-section': deleteSection,
    'delete-lesson': deleteLesson,
    publish: publication,
    unpublish: publication,
  }[confirming?.kind ?? 'publish'];

  let lessonNumber = 1;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{t('Course Editor')}</Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {curriculum.courseTitle}
          </Text>
        </Stack>
        <Badge color={curriculum.isPublished ? 'green' : 'gray'} variant="light" size="lg">
          {curriculum.isPublished ? t('Published') : t('Draft')}
        </Badge>
      </Group>
      <Group gap="sm">
        <Button component={Link} to={coursePath(courseId)} variant="default">
          {t('Course page')}
        </Button>
        <Button component="a" href={learnerPreviewHref(courseId)} variant="default">
          {t('Preview as a learner')}
        </Button>
        {curriculum.isPublished ? (
          <Button variant="light" onClick={() => setConfirming({ kind: 'unpublish' })}>
            {t('Unpublish')}
          </Button>
        ) : (
          <Button onClick={() => setConfirming({ kind: 'publish' })} disabled={total === 0}>
            {t('Publish')}
          </Button>
        )}
      </Group>
      <PresentationCard key={`${curriculum.outline}|${curriculum.coverUrl}`} curriculum={curriculum} />
      {!curriculum.isPublished && total === 0 && (
        <Alert color="blue" variant="light">
          {t('A course can be published once it has at least one lesson. Add a section, then its lessons.')}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {t('{{count}} sections', { count: curriculum.sections.length })}, {t('{{count}} lessons', { count: total })}.{' '}
        {t(
          'Drag a lesson by its grip (or press Space on the grip, then the arrow keys), or use Move up and Move down.',
        )}
      </Text>
      <div role="status" aria-live="polite" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>
        {status}
      </div>
      {curriculum.sections.length === 0 ? (
        <Text>{t('This course has no sections yet. Add the first one to start its curriculum.')}</Text>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <Stack gap="md">
            {curriculum.sections.map((section, index) => {
              const first = lessonNumber;
              lessonNumber += section.lessons.length;
              return (
                <SectionCard
                  key={section.id}
                  section={section}
                  number={index + 1}
                  firstLessonNumber={first}
                  isFirst={index === 0}
                  isLast={index === curriculum.sections.length - 1}
                  isFirstLesson={(lesson) => allLessons[0]?.id === lesson.id}
                  isLastLesson={(lesson) => allLessons.at(-1)?.id === lesson.id}
                  busy={busy}
                  onMoveSection={(step) =>
                    saveOrder(
                      moveSection(orderOf(curriculum), section.id, step),
                      t('Section {{title}} moved to position {{position}}.', {
                        title: section.title,
                        position: index + 1 + step,
                      }),
                    )
                  }
                  onRename={() => setSectionDialog({ section })}
                  onDelete={() => setConfirming({ kind: 'delete-section', section })}
                  onAddLesson={(kind) => setLessonDialog({ lesson: null, kind, section })}
                  onMoveLesson={onMoveLesson}
                  onEditLesson={(lesson) => setLessonDialog({ lesson, kind: lesson.kind, section })}
                  onDeleteLesson={(lesson) => setConfirming({ kind: 'delete-lesson', lesson })}
                />
              );
            })}
          </Stack>
        </DndContext>
      )}
      <Button
        variant="light"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => setSectionDialog({ section: null })}
        disabled={curriculum.sections.length >= MAX_SECTIONS}
      >
        {t('Add section')}
      </Button>

      {sectionDialog && (
        <SectionTitleDialog
          section={sectionDialog.section}
          onClose={() => setSectionDialog(null)}
          pending={addSection.isPending || renameSection.isPending}
          error={(sectionDialog.section ? renameSection.error : addSection.error)?.message ?? null}
          onSave={(title) => {
            const close = () => setSectionDialog(null);
            if (sectionDialog.section)
              renameSection.mutate({ sectionId: sectionDialog.section.id, title }, { onSuccess: close });
            else addSection.mutate({ title }, { onSuccess: close });
          }}
        />
      )}
      {lessonDialog && (
        <LessonDialog
          courseId={courseId}
          lesson={lessonDialog.lesson}
          kind={lessonDialog.kind}
          sectionTitle={lessonDialog.section.title}
          onClose={() => {
            addLesson.reset();
            updateLesson.reset();
            setLessonDialog(null);
          }}
          onSave={saveLesson}
          pending={addLesson.isPending || updateLesson.isPending}
          error={(lessonDialog.lesson ? updateLesson.error : addLesson.error)?.message ?? null}
        />
      )}
      <ConfirmDialog
        target={confirming}
        title={(shown) =>
          shown?.kind === 'delete-section'
            ? t('Delete this section?')
            : shown?.kind === 'delete-lesson'
              ? t('Delete this lesson?')
              : shown?.kind === 'unpublish'
                ? t('Unpublish this course?')
                : t('Publish this course?')
        }
        confirmLabel={
          confirming?.kind === 'publish'
            ? t('Publish')
            : confirming?.kind === 'unpublish'
              ? t('Unpublish')
              : t('Delete')
        }
        danger={confirming?.kind !== 'publish'}
        pending={confirmation.isPending}
        failure={confirmation.error ? errorMessage(confirmation.error) : null}
        failureTitle={t('Nothing was changed')}
        onClose={() => {
          confirmation.reset();
          setConfirming(null);
        }}
        onConfirm={confirm}
      >
        {(shown) => (
          <Text>
            {shown.kind === 'delete-section' &&
              t(
                '“{{title}}” and its {{count}} lessons will be deleted, with learners’ progress in them. This cannot be undone.',
                { title: shown.section.title, count: shown.section.lessons.length },
              )}
            {shown.kind === 'delete-lesson' &&
              t('“{{title}}” will be deleted, with learners’ progress in it. This cannot be undone.', {
                title: shown.lesson.title,
              })}
            {shown.kind === 'publish' &&
              t(
                '“{{title}}” will be listed in the Course Marketplace with its {{count}} lessons: students can find and buy it.',
                { title: curriculum.courseTitle, count: total },
              )}
            {shown.kind === 'unpublish' &&
              t('“{{title}}” will become a draft: students can no longer find or buy it. Buyers keep it.', {
                title: curriculum.courseTitle,
              })}
          </Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}

/**
 * /courses/:courseId/edit (issue 27 item 1): the course editor, for the course's trainer and
 * admins. Sections with their lessons; add a section or a lesson of any kind; rename, delete (after
 * a confirmation), reorder by drag and drop or with Move up and Move down; mark free previews; set
 * the course card's short outline and cover image;
 * preview as a learner; publish (after a confirmation, once the course has a lesson) or unpublish.
 * Anyone else reads that the course is not theirs to edit.
 */
export function Component() {
  const { t } = useTranslation();
  const { courseId = '' } = useParams();
  const curriculum = useCurriculum(courseId);

  if (curriculum.isPending) return <PageLoader label={t('Loading the course editor')} />;
  if (curriculum.isError) {
    const error = curriculum.error;
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      return (
        <Container size="sm" py="xl">
          <PageMeta page={paths.courseEditor} />
          <Stack align="flex-start" gap="md">
            <Title order={1}>{t('Course Editor')}</Title>
            <Text>{error.message}</Text>
            <Anchor component={Link} to={paths.courses.path}>
              {t('Back to Course Marketplace')}
            </Anchor>
          </Stack>
        </Container>
      );
    }
    return <PageError title={t('The course editor could not be loaded')} error={error} />;
  }
  return (
    <Container size="md" py="xl">
      <PageMeta page={paths.courseEditor} title={t('Edit {{title}}', { title: curriculum.data.courseTitle })} />
      <CurriculumEditor curriculum={curriculum.data} />
    </Container>
  );
}
