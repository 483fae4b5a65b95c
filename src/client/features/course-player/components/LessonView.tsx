import { Alert, Anchor, Badge, Button, Group, Skeleton, Stack, Text, Title, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CoursePlayer, LessonBody, LessonContent } from '../../../../shared/marketplace/course-player';
import { LESSON_KIND_LABELS } from '../../../../shared/marketplace/lessons';
import { MATERIAL_TYPE_LABELS } from '../../../../shared/materials/materials';
import type { Session } from '../../../../shared/trainer-sessions/sessions';
import type { Video } from '../../../../shared/trainer-videos/videos';
import { errorMessage } from '../../../lib/api-client';
import { useLesson } from '../api/get-lesson';
import { useSetLessonCompletion } from '../api/set-lesson-completion';
import { QuizLesson } from './QuizLesson';
import { SignInToContinue } from './SignInToContinue';

/**
 * How the page shows what other features own: a session (bookable, with its link), and a video
 * through the video library's player, which calls `onEnded` when a file is watched to the end and
 * says so when it cannot play (issue 27 items 2 and 4).
 */
export interface LessonRenderers {
  renderSession: (session: Session) => ReactNode;
  renderVideo: (video: Video & { videoUrl: string }, onEnded: () => void) => ReactNode;
}

interface LessonViewProps extends LessonRenderers {
  player: CoursePlayer;
  lessonId: string;
  signedIn: boolean;
  /** The address of a lesson in the player. */
  hrefOf: (lessonId: string) => string;
  /** Where a learner buys the course (its page). */
  buyHref: string;
  /** Opens the exam screen for attempt `attemptId` of quiz lesson `lessonId`. */
  onOpenQuiz: (attemptId: string, lessonId: string) => void;
}

/** A material lesson: its type, description, text, link and file. */
function MaterialBody({ body }: { body: Extract<LessonBody, { kind: 'material' }> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t(MATERIAL_TYPE_LABELS[body.materialType])}
      </Text>
      {body.description && <Text>{body.description}</Text>}
      {body.content && <Text style={{ whiteSpace: 'pre-wrap' }}>{body.content}</Text>}
      <Group gap="sm">
        {body.fileHref && (
          <Button component="a" href={body.fileHref} variant="light">
            {body.fileName ? t('Download {{fileName}}', { fileName: body.fileName }) : t('Download the file')}
          </Button>
        )}
        {body.fileUrl && (
          <Button component="a" href={body.fileUrl} target="_blank" rel="noopener noreferrer" variant="light">
            {t('Open the material’s link')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * One lesson in the player (issue 27 item 2): its section, title and kind, its content by kind, Mark
 * complete / Mark incomplete for a buyer (a quiz completes itself; a video file played here marks
 * itself complete when watched to the end), and Previous / Next lesson. A locked lesson says why, with a
 * link to buy the course.
 */
export function LessonView({
  player,
  lessonId,
  signedIn,
  hrefOf,
  buyHref,
  onOpenQuiz,
  renderSession,
  renderVideo,
}: LessonViewProps) {
  const { t } = useTranslation();
  const summary = player.sections.flatMap((section) => section.lessons).find((lesson) => lesson.id === lessonId);
  const lesson = useLesson(player.courseId, lessonId, summary !== undefined && !summary.isLocked);
  const completion = useSetLessonCompletion();

  if (!summary) {
    return (
      <Alert color="yellow" title={t('Lesson not found')}>
        {t('This lesson is not in this course any more. Choose a lesson from the curriculum.')}
      </Alert>
    );
  }
  if (summary.isLocked) {
    return (
      <Stack gap="sm" align="flex-start">
        <Title order={2}>{summary.title}</Title>
        <Alert color="blue" title={t('This lesson is locked')} w="100%">
          <Text size="sm" mb="sm">
            {t('Buy the course to open this lesson. Lessons marked Free preview are open to everyone.')}
          </Text>
          <Button component={Link} to={buyHref} size="sm">
            {t('Buy the course')}
          </Button>
        </Alert>
      </Stack>
    );
  }
  if (lesson.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('Loading the lesson')}>
        <Skeleton height={28} width="60%" />
        <Skeleton height={16} />
        <Skeleton height={16} />
        <Skeleton height={16} width="80%" />
      </Stack>
    );
  }
  if (lesson.isError) {
    return (
      <Alert color="red" role="alert" title={t('This lesson could not be opened')}>
        {errorMessage(lesson.error)}
      </Alert>
    );
  }
  const content: LessonContent = lesson.data;
  const isComplete = summary.isComplete;
  const setComplete = (complete: boolean) => {
    if (completion.isPending) return;
    completion.mutate({ courseId: player.courseId, lessonId, complete });
  };

  return (
    <Stack gap="md">
      <div>
        <Text size="sm" c="dimmed">
          {content.sectionTitle}
        </Text>
        <Title order={2}>{content.title}</Title>
        <Group gap="xs" mt={4}>
          <Badge variant="light">{t(LESSON_KIND_LABELS[content.kind])}</Badge>
          {player.tracksProgress && isComplete && (
            <Badge color="green" variant="light">
              {t('Complete')}
            </Badge>
          )}
        </Group>
      </div>

      {content.body.kind === 'text' && (
        <Typography>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: text lessons are sanitised on the server when saved (sanitize-html, issue 27 item 1). */}
          <div dangerouslySetInnerHTML={{ __html: content.body.bodyHtml }} />
        </Typography>
      )}
      {content.body.kind === 'material' && <MaterialBody body={content.body} />}
      {content.body.kind === 'video' &&
        (content.body.video === null ? (
          <Alert color="yellow" title={t('This video is not available')}>
            {t('Its trainer changed or withdrew it. Tell them through Support.')}
          </Alert>
        ) : content.body.video.videoUrl === null ? (
          <SignInToContinue what="video" />
        ) : (
          <Stack gap="xs">
            {renderVideo({ ...content.body.video, videoUrl: content.body.video.videoUrl }, () => {
              if (player.tracksProgress && !isComplete) setComplete(true);
            })}
            {player.tracksProgress && (
              <Text size="sm" c="dimmed">
                {t(
                  'A video that plays here marks the lesson complete when you watch it to the end. One that opens elsewhere: mark the lesson complete when you have watched it.',
                )}
              </Text>
            )}
          </Stack>
        ))}
      {content.body.kind === 'session' &&
        (content.body.session === null ? (
          <Alert color="yellow" title={t('This session is not available')}>
            {t('It was removed. Tell the trainer through Support.')}
          </Alert>
        ) : (
          renderSession(content.body.session)
        ))}
      {content.body.kind === 'quiz' && (
        <QuizLesson
          courseId={player.courseId}
          lessonId={lessonId}
          body={content.body}
          signedIn={signedIn}
          onOpenQuiz={(attemptId) => onOpenQuiz(attemptId, lessonId)}
        />
      )}

      {player.tracksProgress && content.kind !== 'quiz' && (
        <Group>
          <Button
            variant={isComplete ? 'default' : 'filled'}
            color={isComplete ? undefined : 'green'}
            loading={completion.isPending}
            onClick={() => setComplete(!isComplete)}
          >
            {isComplete ? t('Mark incomplete') : t('Mark complete')}
          </Button>
        </Group>
      )}
      {completion.isError && (
        <Alert color="red" role="alert" title={t('Your progress could not be saved')}>
          {errorMessage(completion.error)}
        </Alert>
      )}

      <Group justify="space-between" mt="md">
        {content.previousLessonId ? (
          <Anchor component={Link} to={hrefOf(content.previousLessonId)}>
            {t('← Previous lesson')}
          </Anchor>
        ) : (
          <span />
        )}
        {content.nextLessonId && (
          <Anchor component={Link} to={hrefOf(content.nextLessonId)}>
            {t('Next lesson →')}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
