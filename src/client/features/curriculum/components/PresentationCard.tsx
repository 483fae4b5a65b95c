import { Alert, Button, Card, FileInput, Group, Image, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPT_ATTRIBUTE } from '../../../../shared/files/file-kinds';
import { msg } from '../../../../shared/i18n/msg';
import { COURSE_OUTLINE_MAX, coursePresentationBodySchema } from '../../../../shared/marketplace/courses';
import type { Curriculum } from '../../../../shared/marketplace/curriculum';
import { translateText } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload-file';
import { useSetPresentation } from '../api/set-presentation';

/** Where the cover stands in the form: kept as it is, removed, or replaced by a new upload. */
type CoverChoice = { kind: 'keep' } | { kind: 'remove' } | { kind: 'new'; file: File };

/**
 * The course card's look, in the course editor (issue 27 item 1): the short outline (what the
 * learner will be able to do, at most 300 characters) and the cover image (PNG or JPEG, through the
 * file store), shown on the course's card and page. Checked with the shared presentation schema;
 * the server's refusal shows in an alert.
 */
export function PresentationCard({ curriculum }: { curriculum: Curriculum }) {
  const { t } = useTranslation();
  const save = useSetPresentation();
  const [outline, setOutline] = useState(curriculum.outline);
  const [cover, setCover] = useState<CoverChoice>({ kind: 'keep' });
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const checked = coursePresentationBodySchema.safeParse({ outline });
    if (!checked.success) {
      setProblem(translateText(checked.error.issues[0]?.message ?? msg('Check the outline.')));
      return;
    }
    try {
      let coverFileId: string | null | undefined;
      if (cover.kind === 'new') {
        setUploading(true);
        coverFileId = (await uploadFile(cover.file, 'course-cover')).id;
      }
      if (cover.kind === 'remove') coverFileId = null;
      // Left out (the cover kept as it is) unless a new image was uploaded or the cover removed.
      await save.mutateAsync({
        courseId: curriculum.courseId,
        body: { outline: checked.data.outline, ...(coverFileId === undefined ? {} : { coverFileId }) },
      });
      setCover({ kind: 'keep' });
      notifications.show({
        title: t('Course card saved'),
        message: t('The outline and cover are on the course’s card and page.'),
        color: 'green',
      });
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="course-card-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="course-card-heading">
            {t('Course card')}
          </Title>
          <Textarea
            label={t('Short outline')}
            description={t(
              'What the learner will be able to do, at most {{max}} characters. Shown on the course’s card and page.',
              { max: COURSE_OUTLINE_MAX },
            )}
            autosize
            minRows={2}
            maxLength={COURSE_OUTLINE_MAX}
            value={outline}
            onChange={(event) => setOutline(event.currentTarget.value)}
          />
          {curriculum.coverUrl && cover.kind === 'keep' && (
            <Group gap="sm" align="center">
              <Image
                src={curriculum.coverUrl}
                alt={t('The current cover image')}
                h={72}
                w={128}
                fit="cover"
                radius="sm"
              />
              <Button variant="subtle" color="red" size="xs" onClick={() => setCover({ kind: 'remove' })}>
                {t('Remove the cover')}
              </Button>
            </Group>
          )}
          {cover.kind === 'remove' && <Text size="sm">{t('The cover will be removed when you save.')}</Text>}
          <FileInput
            label={curriculum.coverUrl ? t('Replace the cover image') : t('Cover image')}
            description={t('A PNG or JPEG image, at most 10 MB.')}
            accept={ACCEPT_ATTRIBUTE['course-cover']}
            clearable
            value={cover.kind === 'new' ? cover.file : null}
            onChange={(file) => setCover(file ? { kind: 'new', file } : { kind: 'keep' })}
          />
          {problem && (
            <Alert color="red" role="alert" title={t('The course card was not saved')}>
              {problem}
            </Alert>
          )}
          <Button type="submit" loading={save.isPending || uploading} style={{ alignSelf: 'flex-start' }}>
            {t('Save course card')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
