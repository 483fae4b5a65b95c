import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { InProgressAttempt } from '../../../../shared/exams/attempt-schemas';
import type { FormSummary } from '../../../../shared/exams/form-schemas';
import { ADAPTIVE_FORM_IDS, type ExamMode } from '../../../../shared/exams/forms';
import { msg } from '../../../../shared/i18n/msg';
import { ITEM_TYPE_LABELS, isItemType } from '../../../../shared/items/item-type-labels';
import type { ItemType } from '../../../../shared/items/registry';
import { attemptHref, paths } from '../../../../shared/paths';
import { can } from '../../../../shared/roles';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useStartAdaptive } from '../adaptive/api/adaptive-attempt';
import { useDeleteCustomTest } from '../api/delete-custom-test';
import { useAttemptHistory } from '../api/get-attempt-history';
import { useCaseStudies } from '../api/get-case-studies';
import { useForms } from '../api/get-forms';
import { useProgress } from '../api/get-progress';
import { useStartAttempt } from '../api/start-attempt';
import { useSuspendedPractices } from '../practice/api/suspended-practices';
import { SuspendedPractices } from '../practice/SuspendedPractices';
import { STUDY_MATERIALS } from '../training-content';
import { AchievementsCard } from './AchievementsCard';
import { ModeChooser, type PracticeMode } from './ModeChooser';
import { QuizCard } from './QuizCard';
import { StudyMaterialCard } from './StudyMaterialCard';

/** Loaded when an instructor or admin first opens it. */
const CustomTestBuilder = lazy(() => import('./CustomTestBuilder').then((m) => ({ default: m.CustomTestBuilder })));

interface TrainingOverviewProps {
  onStarted: (attempt: InProgressAttempt) => void;
  onOpen: (view: 'study' | 'history' | 'practice') => void;
  /** The tools of the user's role (from other features); `onCreateTest` opens the custom test builder. */
  roleFeatures: (props: { onCreateTest: () => void }) => ReactNode;
  /** Trainers' sessions and videos (from other features), shown after the study materials. */
  trainerOfferings: ReactNode;
  /** Courses of the marketplace (another feature), each linking to its course page. */
  sampleCourses: ReactNode;
  /** Issue 25: the signed-in student's Flashcards card (another feature), with the cards due today. */
  flashcards?: ReactNode;
}

/**
 * The Training Center's modes overview (spec §2, §6): the exam mode, the practice quizzes with
 * their question counts and minutes capped for this user, the user's custom tests, the tools of
 * their role, study materials, sample courses from the marketplace (`sampleCourses`, each a link to
 * its course page), trainers’ sessions and videos (`trainerOfferings`), achievements from their own
 * attempts, a way back into an unfinished test, and the Attempt history in the header (issue 23:
 * in the first screen, not after the whole page).
 * The page passes in the parts that come from other features.
 */
export function TrainingOverview({
  onStarted,
  onOpen,
  roleFeatures,
  trainerOfferings,
  sampleCourses,
  flashcards,
}: TrainingOverviewProps) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const forms = useForms();
  const progress = useProgress(user !== null);
  const history = useAttemptHistory(user !== null);
  const [mode, setMode] = useState<PracticeMode>('timed');
  const [nclexLike, setNclexLike] = useState(false);
  const [ngnType, setNgnType] = useState<ItemType | ''>('');
  const [caseStudyId, setCaseStudyId] = useState('');
  const caseStudies = useCaseStudies(can(user, 'fullAccess'));
  const [building, setBuilding] = useState(false);
  const start = useStartAttempt();
  const startAdaptive = useStartAdaptive();
  const navigate = useNavigate();
  const startTest = (formId: string, testMode: ExamMode, choice: { itemType?: ItemType; caseStudyId?: string } = {}) =>
    start.mutate({ formId, mode: testMode, ...choice }, { onSuccess: onStarted });
  /** What a built-in form's card chose: NCLEX-like mode, the NGN item type or the case study. */
  const startBuiltIn = (form: FormSummary) => {
    if (form.kind === 'adaptive') {
      return startAdaptive.mutate(form.id === ADAPTIVE_FORM_IDS.pn ? 'pn' : 'rn', {
        onSuccess: (attempt) => navigate(paths.adaptiveExam.href({ attempt: attempt.id })),
      });
    }
    if (form.kind === 'full-exam') return startTest(form.id, nclexLike ? 'nclex' : mode);
    if (form.kind === 'ngn-practice' && ngnType) return startTest(form.id, mode, { itemType: ngnType });
    if (form.kind === 'case-study' && caseStudyId) return startTest(form.id, mode, { caseStudyId });
    startTest(form.id, mode);
  };
  const remove = useDeleteCustomTest();
  const suspended = useSuspendedPractices(user !== null);
  /** A suspended practice is listed under Suspended practices instead (issue 25 item 1). */
  const unfinished = history.data?.attempts.find(
    (attempt) =>
      attempt.status === 'in_progress' && !suspended.data?.practices.some((practice) => practice.id === attempt.id),
  );
  const builtIn = forms.data?.forms.filter((form) => form.kind !== 'custom') ?? [];
  const custom = forms.data?.forms.filter((form) => form.kind === 'custom') ?? [];

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-start" gap="md">
        <div style={{ flex: '1 1 20rem' }}>
          <Title order={1}>{t('Training Center')}</Title>
          <Text c="dimmed" mt="xs">
            {t(
              'Practice NCLEX-RN items by subject, study with a rationale for every answer, and watch your progress grow.',
            )}
          </Text>
        </div>
        {user && (
          <Button variant="default" onClick={() => onOpen('history')}>
            {t('Attempt history')}
          </Button>
        )}
      </Group>

      {unfinished && (
        <Alert color="blue" title={t('You have an unfinished test')} role="status">
          <Group justify="space-between">
            <Text size="sm">
              {t('{{test}}: continue where you left off, with the time that remains.', {
                test: t(unfinished.formTitle),
              })}
            </Text>
            <Button component={Link} to={attemptHref(unfinished)} size="xs">
              {t('Resume')}
            </Button>
          </Group>
        </Alert>
      )}

      {user && <SuspendedPractices onResumed={onStarted} />}

      {can(user, 'fullAccess') && (
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="build-practice">
          <Group justify="space-between" align="center" gap="md">
            <div style={{ flex: '1 1 20rem' }}>
              <Title order={2} size="h3" id="build-practice">
                {t('Build a practice')}
              </Title>
              <Text size="sm" c="dimmed">
                {t(
                  'Your own set: choose subjects, client-needs categories, item types and the pool (unused, incorrect, flagged or all), then Tutor or Timed mode.',
                )}
              </Text>
            </div>
            <Button onClick={() => onOpen('practice')}>{t('Build a practice')}</Button>
          </Group>
        </Card>
      )}

      {user && flashcards}

      {!can(user, 'fullAccess') && (
        <Alert color="yellow" variant="light" title={t('Only the Free Sample is open without registration')}>
          <Text size="sm">
            <Trans
              i18nKey={msg(
                '<1>Register</1> to take the practice quizzes, the Full NCLEX practice exam and to keep your progress.',
              )}
              components={{ 1: <Anchor component={Link} to={paths.register.path} /> }}
            />
          </Text>
        </Alert>
      )}

      {roleFeatures({ onCreateTest: () => setBuilding(true) })}

      <section aria-labelledby="practice-quizzes">
        <Group justify="space-between" align="flex-end" mb="md">
          <div>
            <Title order={2} size="h3" id="practice-quizzes">
              {t('Practice Quizzes')}
            </Title>
            {forms.data && (
              <Text size="sm" c="dimmed">
                {t('Up to {{max}} questions per test for your account.', { max: forms.data.maxQuestions })}
              </Text>
            )}
          </div>
          <ModeChooser mode={mode} onChange={setMode} />
        </Group>
        {(start.isError || startAdaptive.isError) && (
          <Alert color="red" title={t('The test could not start')} role="alert" mb="md">
            {errorMessage(start.error ?? startAdaptive.error)}
          </Alert>
        )}
        {forms.isError && (
          <Alert color="red" title={t('The quizzes could not be loaded')} role="alert">
            {errorMessage(forms.error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {forms.isPending && [1, 2, 3].map((n) => <Skeleton key={n} h={180} radius="md" />)}
          {builtIn.map((form) => (
            <QuizCard
              key={form.id}
              form={form}
              onStart={() => startBuiltIn(form)}
              starting={
                (start.isPending && start.variables?.formId === form.id) ||
                (startAdaptive.isPending && ADAPTIVE_FORM_IDS[startAdaptive.variables] === form.id)
              }
            >
              {form.available && form.kind === 'full-exam' && (
                <Checkbox
                  label={t('NCLEX-like mode')}
                  description={t('One question per screen, no going back, no flags')}
                  checked={nclexLike}
                  onChange={(event) => setNclexLike(event.currentTarget.checked)}
                />
              )}
              {form.available && form.kind === 'case-study' && (
                <NativeSelect
                  label={t('Case study')}
                  value={caseStudyId}
                  onChange={(event) => setCaseStudyId(event.currentTarget.value)}
                  data={[
                    { value: '', label: t('Any case study') },
                    ...(caseStudies.data?.caseStudies ?? []).map((caseStudy) => ({
                      value: caseStudy.id,
                      label: `${caseStudy.title} (${t(caseStudy.subject)})`,
                    })),
                  ]}
                />
              )}
              {form.available && form.kind === 'ngn-practice' && (
                <NativeSelect
                  label={t('Item type')}
                  value={ngnType}
                  onChange={(event) => setNgnType(event.currentTarget.value as ItemType | '')}
                  data={[
                    { value: '', label: t('All NGN types') },
                    ...form.filter.itemTypes
                      .filter(isItemType)
                      .map((type) => ({ value: type, label: t(ITEM_TYPE_LABELS[type]) })),
                  ]}
                />
              )}
            </QuizCard>
          ))}
        </SimpleGrid>
      </section>

      {custom.length > 0 && (
        <section aria-labelledby="my-custom-tests">
          <Title order={2} size="h3" id="my-custom-tests" mb="md">
            {t('My Custom Tests')}
          </Title>
          {remove.isError && (
            <Alert color="red" role="alert" mb="md">
              {errorMessage(remove.error)}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {custom.map((form) => (
              <QuizCard
                key={form.id}
                form={form}
                onStart={() => startTest(form.id, mode)}
                starting={start.isPending && start.variables?.formId === form.id}
              >
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  loading={remove.isPending && remove.variables === form.id}
                  onClick={() => {
                    if (
                      window.confirm(
                        t('Delete the custom test "{{title}}"? Results already taken are kept.', { title: form.title }),
                      )
                    ) {
                      remove.mutate(form.id);
                    }
                  }}
                >
                  {t('Delete')}
                </Button>
              </QuizCard>
            ))}
          </SimpleGrid>
        </section>
      )}

      {user && progress.data && <AchievementsCard achievements={progress.data.achievements} />}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <section aria-labelledby="study-materials">
          <Group justify="space-between" mb="md">
            <Title order={2} size="h3" id="study-materials">
              {t('Study Materials')}
            </Title>
            <Button variant="light" onClick={() => onOpen('study')}>
              {t('Open Study Materials')}
            </Button>
          </Group>
          <Stack gap="sm">
            {STUDY_MATERIALS.slice(0, 3).map((material) => (
              <StudyMaterialCard
                key={material.id}
                material={material}
                onStart={() => material.formId && startTest(material.formId, 'tutor')}
                starting={start.isPending && start.variables?.formId === material.formId}
                available={can(user, 'fullAccess')}
                compact
              />
            ))}
          </Stack>
        </section>
        <section aria-labelledby="sample-courses">
          <Title order={2} size="h3" id="sample-courses" mb="md">
            {t('Sample Courses')}
          </Title>
          <Stack gap="sm">
            {sampleCourses}
            <Button component={Link} to={paths.courses.path} variant="light">
              {t('Browse the Course Marketplace')}
            </Button>
          </Stack>
        </section>
      </SimpleGrid>

      {trainerOfferings}

      {forms.data && can(user, 'createTests') && building && (
        <Suspense fallback={null}>
          <CustomTestBuilder
            opened={building}
            onClose={() => setBuilding(false)}
            maxQuestions={forms.data.maxQuestions}
            mode={mode}
            onSaved={(formId, startNow) => {
              setBuilding(false);
              if (startNow) startTest(formId, mode);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
