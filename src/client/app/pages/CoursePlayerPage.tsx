import { Anchor, Container, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { coursePlayerPath } from '../../../shared/marketplace/course-player';
import { paths } from '../../../shared/paths';
import { PageMeta } from '../../components/PageMeta';
import { CoursePlayer } from '../../features/course-player/components/CoursePlayer';
import { AttemptView } from '../../features/exams/components/AttemptView';
import { SessionCard } from '../../features/trainer-sessions/components/SessionCard';
import { VideoPlayer } from '../../features/trainer-videos/components/VideoPlayer';

/**
 * /courses/:courseId/learn (issue 27 item 2): the course player. The lesson is in the address
 * (`?lesson=<id>`), so a reload keeps it; `?preview=1` is the trainer's preview as a learner; a quiz
 * lesson's attempt opens the exam screen here (`?lesson=<id>&attempt=<id>`) and its Back button
 * returns to the lesson. Combines the course player with the exams' attempt screen, the sessions'
 * card (booking, and the meeting link when it is due) and the video library's player.
 */
export function Component() {
  const { t } = useTranslation();
  const { courseId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const lessonId = params.get('lesson');
  const attemptId = params.get('attempt');
  const preview = params.get('preview') === '1';
  const pageRef = useRef<HTMLDivElement>(null);

  /** The player's address at lesson `id` (none: the course's landing), keeping the preview. */
  const hrefOf = (id: string | null) => {
    const path = coursePlayerPath(courseId, id);
    if (!preview) return path;
    return `${path}${path.includes('?') ? '&' : '?'}preview=1`;
  };
  const lessonParams = {
    ...(lessonId ? { lesson: lessonId } : {}),
    ...(preview ? { preview: '1' } : {}),
  };
  const backToLesson = () => setParams(lessonParams);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each lesson and each quiz starts at the top.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [lessonId, attemptId]);

  return (
    <Container size="lg" py="xl" ref={pageRef}>
      <PageMeta page={paths.coursePlayer} />
      {attemptId ? (
        <Stack gap="md">
          <Anchor component={Link} to={hrefOf(lessonId)} w="fit-content">
            {t('← Back to the course')}
          </Anchor>
          <AttemptView
            key={attemptId}
            attemptId={attemptId}
            started={null}
            onStarted={(attempt) => setParams({ ...lessonParams, attempt: attempt.id })}
            onLeave={backToLesson}
            leaveLabel={t('Back to the course')}
          />
        </Stack>
      ) : (
        <CoursePlayer
          courseId={courseId}
          lessonId={lessonId}
          preview={preview}
          hrefOf={hrefOf}
          onOpenQuiz={(id, lesson) => setParams({ ...lessonParams, lesson, attempt: id })}
          renderSession={(session) => <SessionCard session={session} />}
          renderVideo={(video, onEnded) => <VideoPlayer url={video.videoUrl} title={video.title} onEnded={onEnded} />}
        />
      )}
    </Container>
  );
}
