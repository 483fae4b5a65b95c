import { Alert, Button, Card, Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '../../../shared/i18n/msg';

import { paths } from '../../../shared/paths';
import {
  type TrainerVideo,
  VIDEO_LOGIN_REQUIRED,
  VIDEO_PENDING_REVIEW,
  VIDEO_UPLOAD_FAILED,
  VIDEO_UPLOADED,
  type VideoBody,
} from '../../../shared/trainer-videos/videos';
import { AddressTabs } from '../../components/AddressTabs';
import { PageMeta } from '../../components/PageMeta';
import { PageLoader } from '../../components/PageStatus';
import { TrainerToolsGate } from '../../components/TrainerToolsGate';
import { errorMessage } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useCreateVideo } from './api/create-video';
import { useTrainerVideos } from './api/get-trainer-videos';
import { EditVideoDialog } from './components/EditVideoDialog';
import { MyVideos } from './components/MyVideos';
import { VideoAnalytics } from './components/VideoAnalytics';
import { VideoForm } from './components/VideoForm';

/** The three tabs (spec §2), by their value in the address (`?tab=`). */
const TABS = [
  { value: 'upload', label: msg('Upload Video') },
  { value: 'videos', label: msg('My Videos') },
  { value: 'analytics', label: msg('Analytics') },
] as const;

/**
 * /trainer-videos, "Video Library" (spec §2 "Trainer videos", §5 "Video", §8, §9): holders of
 * `trainerTools` (trainers, admins) publish videos, list their own and read their real analytics.
 * Signed out: 'You must be logged in to upload videos.' with a link to sign in; other roles: the
 * trainer tools' Access Restricted text. Nothing is asked of the API for either.
 */
export function Component() {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();

  return (
    <Container size="lg" py="xl">
      <PageMeta page={paths.trainerVideos} />
      <Title order={1}>{t('Video Library')}</Title>
      <Text c="dimmed" mt="xs">
        {t('Publish video lessons, free or paid, that students watch from the Training Center and your course pages.')}
      </Text>
      <TrainerToolsGate
        user={user}
        isLoading={isLoading}
        loginText={t(VIDEO_LOGIN_REQUIRED)}
        from={paths.trainerVideos.path}
        elsewhere={t('Watch video lessons in the Training Center')}
      >
        <VideoLibrary />
      </TrainerToolsGate>
    </Container>
  );
}

/**
 * The trainer's side of the page, in three tabs kept in the address: Upload Video (toast 'Your
 * video has been uploaded successfully.' and an empty form on success, and for a paid video that
 * it is sold once an admin approved it, decision 017; toast 'Error' 'Failed to
 * upload video. Please try again.' and the server's reason in the form on failure, which keeps what
 * was typed), My Videos with Edit, and Analytics. The form stays as typed while another tab is open.
 */
function VideoLibrary() {
  const { t } = useTranslation();
  const create = useCreateVideo();
  const videos = useTrainerVideos();
  const [editing, setEditing] = useState<TrainerVideo | null>(null);

  const save = async (body: VideoBody) => {
    try {
      const video = await create.mutateAsync(body);
      notifications.show({
        title: t('Video Uploaded'),
        message: video.status === 'pending' ? `${t(VIDEO_UPLOADED)} ${t(VIDEO_PENDING_REVIEW)}` : t(VIDEO_UPLOADED),
        color: 'green',
      });
    } catch (error) {
      notifications.show({ title: t('Error'), message: t(VIDEO_UPLOAD_FAILED), color: 'red' });
      throw error;
    }
  };

  const withVideos = (render: (data: NonNullable<typeof videos.data>) => ReactNode) => {
    if (videos.isPending) return <PageLoader label={t('Loading your videos')} />;
    if (videos.isError) {
      return (
        <Alert color="red" role="alert" title={t('Your videos could not be loaded')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(videos.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void videos.refetch()}>
              {t('Try again')}
            </Button>
          </Stack>
        </Alert>
      );
    }
    return render(videos.data);
  };

  return (
    <>
      <AddressTabs tabs={TABS.map((tab) => ({ ...tab, label: t(tab.label) }))}>
        <Tabs.Panel value="upload" pt="lg">
          <Card withBorder padding="lg" radius="md" maw={760}>
            <VideoForm submitLabel={t('Upload Video')} onSubmit={save} pending={create.isPending} resetOnSuccess />
          </Card>
        </Tabs.Panel>

        <Tabs.Panel value="videos" pt="lg">
          {withVideos((data) => (
            <MyVideos videos={data.videos} onEdit={setEditing} />
          ))}
        </Tabs.Panel>

        <Tabs.Panel value="analytics" pt="lg">
          {withVideos((data) => (
            <VideoAnalytics data={data} />
          ))}
        </Tabs.Panel>
      </AddressTabs>
      <EditVideoDialog video={editing} onClose={() => setEditing(null)} />
    </>
  );
}
